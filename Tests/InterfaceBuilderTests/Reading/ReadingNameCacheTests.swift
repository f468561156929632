import Foundation
import Testing
@testable import InterfaceBuilder

/// The scanner's shortcuts for names (element names cached by their tags' first eight bytes, attribute guesses that
/// hold the bytes of `name="`) are only shortcuts: a name that looks like a cached or guessed one reads as itself.
struct ReadingNameCacheTests {
    /// Elements whose names share their first eight bytes (or extend a seeded name), and the same attributes spelt
    /// `name="`, `name='` and `name = "`, each several times so every cache and guess is warm when the others come.
    private static let lookalikes = #"""
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
          <objects>
            <viewController id="a" title="one"/>
            <viewControllerPlaceholder id="b" title='two'/>
            <viewController id="c" title = "three"/>
            <viewControllerX id="d" title="four"/>
            <viewControllerPlaceholder id="e" title="five"/>
            <view id="f" contentMode="scaleToFill" contentModeX="1"/>
            <view id="g" contentModeX="2" contentMode='center'/>
            <view id="h" contentMode="redraw" contentModeX="3"/>
          </objects>
        </document>
        """#

    @Test("Element and attribute names that share their first bytes with cached ones read as themselves")
    func lookalikeNamesReadAsThemselves() throws {
        for _ in 0..<3 {
            // Given a document mixing names that share their first bytes, spelt with either quote and with spaces
            // When it is read (again, with the caches warm from the previous read)
            let document = try IBDocument.read(string: Self.lookalikes, fileName: "Lookalikes.xib")

            // Then every element keeps its own name and every attribute its own value
            #expect(document.objects.map(\.kind) == [
                "viewController", "viewControllerPlaceholder", "viewController", "viewControllerX",
                "viewControllerPlaceholder", "view", "view", "view",
            ])
            #expect(document.objects.map(\.title) == ["one", "two", "three", "four", "five", nil, nil, nil])
            #expect(document.objects.map(\.contentMode) == [nil, nil, nil, nil, nil, "scaleToFill", "center", "redraw"])
            #expect(document.objects.map { $0[attribute: "contentModeX"] } == [nil, nil, nil, nil, nil, "1", "2", "3"])
        }
    }

    @Test("A repeated attribute is found when both occurrences match a guess")
    func repeatedGuessedAttributeIsAnError() throws {
        // Given a document read once, so that `contentMode` after `id` in <view> is a warm guess
        _ = try IBDocument.read(string: Self.lookalikes, fileName: "Lookalikes.xib")

        // When an element writes that attribute twice in the guessed spelling
        let error = try #require(ReadingSamples.error(#"""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
              <objects>
                <view id="f" contentMode="scaleToFill" contentMode="center"/>
              </objects>
            </document>
            """#))

        // Then the second occurrence is reported, on its line
        #expect(error.message.contains("'contentMode' appears twice in <view>"))
        #expect(error.position?.line == 3)
    }

    /// Long attribute names (past sixteen bytes, where a guess holds four words of `name="`), names that share their
    /// first sixteen or twenty-four bytes with them, and orders that alternate, so that the second candidate of a guess
    /// is the one that matches.
    private static let longLookalikes = #"""
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
          <objects>
            <view id="a" userInteractionEnabled="NO" horizontalHuggingPriority="251"/>
            <view id="b" userInteractionEnabledX="1" horizontalHuggingPriorityX="2"/>
            <view id="c" horizontalHuggingPriority="252" userInteractionEnabled="YES"/>
            <view id="d" userInteractionEnabled='NO' horizontalHuggingPriority = "253"/>
            <view id="e" userInteractionEnabled="YES" horizontalHuggingPriority="254"/>
            <view id="f" horizontalHuggingPriorityX="3" userInteractionEnabledX="4"/>
            <view id="g" userInteractionEnabled="NO" horizontalHuggingPriority="255"/>
          </objects>
        </document>
        """#

    @Test("Long attribute names read as themselves whichever guess holds them, near their lookalikes")
    func longAttributeNamesReadAsThemselves() throws {
        for _ in 0..<3 {
            // Given attributes past sixteen bytes, lookalikes that extend them, in alternating orders and spellings
            // When the document is read (again, with the guesses warm)
            let document = try IBDocument.read(string: Self.longLookalikes, fileName: "LongLookalikes.xib")

            // Then every attribute keeps its own value
            #expect(document.objects.map { $0[attribute: "userInteractionEnabled"] }
                == ["NO", nil, "YES", "NO", "YES", nil, "NO"])
            #expect(document.objects.map { $0[attribute: "horizontalHuggingPriority"] }
                == ["251", nil, "252", "253", "254", nil, "255"])
            #expect(document.objects.map { $0[attribute: "userInteractionEnabledX"] } == [nil, "1", nil, nil, nil, "4", nil])
            #expect(document.objects.map { $0[attribute: "horizontalHuggingPriorityX"] } == [nil, "2", nil, nil, nil, "3", nil])
        }
    }

    @Test("A long attribute in the last bytes of a file reads as itself")
    func longAttributeAtTheEndOfTheFile() throws {
        // Given a warm guess for a long attribute after `id` in <view>, and bytes that end fewer than 32 bytes after it
        _ = try IBDocument.read(string: Self.longLookalikes, fileName: "LongLookalikes.xib")
        let bytes = Array(#"<view id="z" userInteractionEnabled="NO"/>"#.utf8)

        // When they are scanned
        let tree = try XMLScanner.scan(SourceBytes(bytes))
        let storage = XMLStorage(tree: tree, attrKeys: NameSeed.shared.classify(tree).attr)

        // Then the attribute is found, with its value
        #expect(storage.attribute("userInteractionEnabled", of: 0) == "NO")
        #expect(storage.attribute("id", of: 0) == "z")
    }
}
