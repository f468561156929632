import Foundation
import Testing
@testable import InterfaceBuilder

/// Scans reuse the guess tables and duplicate-attribute marks of earlier scans (`ScannerScratch`): what one document
/// taught them must never change how the next one reads.
struct ReadingScratchReuseTests {
    private static let valid = #"""
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
          <objects>
            <view id="a" contentMode="scaleToFill"><rect key="frame" x="0" y="0" width="10" height="20"/></view>
            <view id="b" contentMode="scaleToFill"/>
          </objects>
        </document>
        """#
    private static let repeated = #"""
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
          <objects>
            <view id="a" contentMode="scaleToFill" contentMode="center"/>
          </objects>
        </document>
        """#

    @Test("Documents read one after another, valid and with a repeated attribute, each read as if alone")
    func alternatingDocumentsReadAlike() throws {
        for _ in 0..<20 {
            // Given a document whose elements write the same attributes, just read
            let document = try IBDocument.read(string: Self.valid, fileName: "Valid.xib")
            #expect(document.objects.count == 2)
            #expect(document.objects.first?.frame?.height == 20)

            // When a document repeating one of those attributes on one element is read next
            // Then the repetition is still found, at its second occurrence
            let error = try #require(ReadingSamples.error(Self.repeated))
            #expect(error.message.contains("'contentMode' appears twice in <view>"))
            #expect(error.position?.line == 3)
        }
    }
}
