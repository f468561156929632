import Foundation
import Testing
@testable import InterfaceBuilder

/// Issue 14, eleventh round: a storyboard's identifiers are checked in a small list that turns into a dictionary past
/// 16 (`NibSeenStrings`), view nibs are cached in a list of (controller, result) pairs, and the writer's tables are
/// written by out-of-line functions. What a storyboard compiles to must not change with any of it, however many
/// scenes it has.
struct NibCompilerEleventhRoundTests {
    @Test func seenStringsKeepTheFirstNumberOfEachStringBeforeAndAfterTheyOutgrowTheirList() {
        // Given forty strings, each seen first with its position
        var seen = NibSeenStrings()
        for n in 0 ..< 40 { #expect(seen.firstValue("scene \(n)", else: n) == nil) }

        // When they are seen again with other numbers
        // Then each answers the number it was first seen with (the first 16 from the list, the rest from the map)
        for n in 0 ..< 40 { #expect(seen.firstValue("scene \(n)", else: 100 + n) == n) }
        #expect(seen.insert("scene 39") == false)
        #expect(seen.insert("scene 40") == true)
    }

    @Test func aStoryboardWithManyScenesNamesARepeatedIdentifiersLaterSceneByItsIdAndCompilesEveryView() throws {
        // Given a storyboard of twenty scenes, each with a view, where scene 18 repeats scene 2's storyboard identifier
        let count = 20
        var scenes = ""
        for n in 0 ..< count {
            let identifier = n == 18 ? "Scene2" : "Scene\(n)"
            scenes += """
                <scene sceneID="S\(n)">
                    <objects>
                        <viewController storyboardIdentifier="\(identifier)" id="VC\(n)" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V\(n)">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>

            """
        }
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" initialViewController="VC0">
            <scenes>
        \(scenes)    </scenes>
        </document>
        """
        let document = try IBDocument.read(string: xml, fileName: "Many.storyboard")

        // When it compiles
        let compiled = try StoryboardCompiler.compile(document)

        // Then one note names the repeat, and the later scene's nib is named by its controller's id
        #expect(compiled.notes.count == 1)
        #expect(compiled.notes.first?.message.contains("storyboard identifier \"Scene2\"") == true)
        #expect(compiled.nib(named: "Scene2") != nil)
        #expect(compiled.nib(named: "VC18") != nil)
        // And every other scene has its nib, and every scene its view nib
        for n in 0 ..< count where n != 18 { #expect(compiled.nib(named: "Scene\(n)") != nil, "scene \(n)") }
        for n in 0 ..< count { #expect(compiled.nib(named: "VC\(n)-view-V\(n)") != nil, "view nib \(n)") }
        #expect(compiled.nibs.count == 2 * count)
    }
}
