import Foundation
import Testing
import InterfaceBuilder

@Suite("iPad documents")
struct IPadDocumentTests {
    @Test("An iPad xib (com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB) reads and compiles as a Cocoa Touch xib")
    func iPadXIB() throws {
        // Given a xib of the iPad's own document type, as older Xcode wrote them
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB" version="3.0" toolsVersion="5053" targetRuntime="iOS.CocoaTouch.iPad">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="1">
                    <rect key="frame" x="0.0" y="0.0" width="768" height="1024"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                </view>
            </objects>
        </document>
        """
        // When it is read and compiled
        let document = try IBDocument.read(string: xml, fileName: "Pad.xib")
        // Then it is a xib whose view compiles to a nib
        #expect(document.header.kind == .xib)
        let archive = try NibCompiler.compile(document)
        #expect(!archive.objects.isEmpty)
    }

    @Test("tvOS and macOS documents are still refused, naming their platform")
    func otherPlatformsRefused() {
        let tv = #"<document type="com.apple.InterfaceBuilder3.AppleTV.XIB" version="3.0"><objects/></document>"#
        #expect(throws: IBReadError.self) { try IBDocument.read(string: tv, fileName: "TV.xib") }
    }
}
