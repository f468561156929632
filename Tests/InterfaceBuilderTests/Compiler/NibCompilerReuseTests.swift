import Foundation
import Testing
@testable import InterfaceBuilder

/// Issue 14, fourth round: builders and kind caches are reused from nib to nib and from document to document, name
/// lookups go through `NibNameTable`, a constraint's multiplier is parsed without Foundation, and an Info.plist with
/// many scenes shares its strings as before. None of it may change a byte.
struct NibCompilerReuseTests {
    /// A storyboard of `count` scenes, each a controller with a labelled view, a constraint with a ratio multiplier,
    /// and a storyboard identifier.
    static func storyboard(scenes count: Int) -> String {
        let scenes = (0..<count).map { n in
            """
                <scene sceneID="S\(n)">
                    <objects>
                        <viewController storyboardIdentifier="Scene\(n)" id="C\(n)" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V\(n)">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <label opaque="NO" hidden="YES" text="Label \(n)" translatesAutoresizingMaskIntoConstraints="NO" id="L\(n)">
                                        <rect key="frame" x="16" y="20" width="61" height="21"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="L\(n)" firstAttribute="width" secondItem="V\(n)" secondAttribute="width" multiplier="1:\(n + 2)" id="K\(n)"/>
                                </constraints>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="F\(n)" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            """
        }.joined(separator: "\n")
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="16097" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="C0">
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    }

    @Test("Given a storyboard compiled once, when it is compiled again with the builders the first compile gave back, then every nib and the Info.plist have the same bytes")
    func recompilingGivesTheSameBytes() throws {
        // Given a storyboard of three scenes, compiled once (its builders and kind cache go back to the pool)
        let document = try IBDocument.read(string: NibCompilerReuseTests.storyboard(scenes: 3), fileName: "Reuse.storyboard")
        let first = try StoryboardCompiler.compile(document)

        // When it is compiled again
        let second = try StoryboardCompiler.compile(document)

        // Then the nibs and the Info.plist are byte for byte the same
        #expect(first.nibs.map(\.name) == second.nibs.map(\.name))
        #expect(first.nibs.map { $0.archive.data() } == second.nibs.map { $0.archive.data() })
        #expect(BinaryPropertyList.data(first.infoPlist) == BinaryPropertyList.data(second.infoPlist))
        #expect(first.nibs.count == 6, "a scene nib and a view nib per scene")
    }

    @Test("Given a builder emptied for reuse, when a nib is built in it, then its bytes equal those of a new builder's")
    func anEmptiedBuilderBuildsLikeANewOne() {
        // Given a builder used for one nib and emptied
        func build(_ builder: inout NibArchiveBuilder) -> Data {
            let view = builder.object("UIView")
            builder.set(view, .UIBounds, doubles: 0, 0, 10, 20)
            builder.set(view, "UIUserKey", .integer(7))
            let color = builder.object(.UIColor)
            builder.set(view, .UIBackgroundColor, color)
            let top = builder.array([view])
            let all = builder.array([view, color])
            builder.finishRoot(top: top, all: all, connections: [])
            return builder.data()
        }
        var reused = NibArchiveBuilder()
        let other = reused.object("UILabel")
        reused.set(other, "UIOtherKey", .bool(true))
        _ = reused.data()
        reused.removeAll()

        // When the same nib is built in it and in a new builder
        var fresh = NibArchiveBuilder()
        let expected = build(&fresh)
        let actual = build(&reused)

        // Then the bytes are the same: no key, class or value of the first nib is left
        #expect(actual == expected)
        #expect(!NibArchive(encoded: actual).keys.contains("UIOtherKey"))
    }

    @Test("Given constraint multipliers as IB writes them, when the compiler reads them, then it finds the model's value or leaves it to the model")
    func multipliersReadAsTheModelReadsThem() throws {
        // Given multipliers: decimals, ratios, a zero divisor, junk, and ones with spaces (left to the model)
        let texts = ["0.5", "2", "16:9", "1/3", "4:0", "abc", "1:2:3", "-0.25", "1e2", " 3:4 ", "3 : 4"]
        for text in texts {
            let xml = CompilerAutoLayoutTests.xib(subviews: "", constraints: """
                <constraint firstAttribute="width" secondItem="V1" secondAttribute="height" multiplier="\(text)" id="K1"/>
                """)
            let document = try IBDocument.read(string: xml, fileName: "Multiplier.xib")
            let constraint = try #require(document.constraints.first)

            // When the compiler reads the multiplier
            let read = ViewEncoder.multiplier(text)

            // Then it is the model's value, or nil (the model reads it) when there is whitespace to trim
            if text.contains(" ") {
                #expect(read == nil, "\(text)")
            } else {
                #expect(read == constraint.multiplierValue, "\(text)")
            }
        }
    }

    @Test("Given names looked up in a NibNameTable, when a name is listed, unlisted, or canonically equal to a listed one, then the table answers as a Dictionary")
    func nameTablesAnswerAsDictionaries() {
        // Given a table of layout attributes and the same pairs as a Dictionary
        let table = NibNames.layoutAttributeTable
        let dictionary = NibNames.layoutAttributes

        // When listed names, unlisted ones, a long one and a non-ASCII one (a Kelvin sign for "K") are looked up
        let kelvin = "\u{212A}ey"
        let names = Array(dictionary.keys) + ["", "Top", "topp", "centerXWithinMarginsAndThenSome", kelvin]
        var plain = NibNameTable([("Key", 1)])

        // Then every answer is the Dictionary's, and the Kelvin sign finds "Key" as a Dictionary would
        for name in names { #expect(table.number(name) == dictionary[name], "\(name)") }
        #expect(plain.number(kelvin) == ["Key": 1][kelvin])
        #expect(plain.number(kelvin) == 1)
        plain = NibNameTable([])
        #expect(plain.number("Key") == nil)
    }

    @Test("Given a storyboard with more scenes than the plist writer searches linearly, when its Info.plist is written, then it decodes to every identifier and the entry point")
    func aLargeInfoPlistDecodes() throws {
        // Given a storyboard of twenty scenes (past the writer's linear search of sixteen values)
        let document = try IBDocument.read(string: NibCompilerReuseTests.storyboard(scenes: 20), fileName: "Many.storyboard")
        let compiled = try StoryboardCompiler.compile(document)

        // When its Info.plist is written and decoded by Foundation
        let data = BinaryPropertyList.data(compiled.infoPlist)
        let decoded = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]

        // Then the identifiers map to themselves and the entry point is the first scene
        let names = try #require(decoded?["UIViewControllerIdentifiersToNibNames"] as? [String: String])
        #expect(names.count == 20)
        #expect(names.allSatisfy { $0.key == $0.value })
        #expect(decoded?["UIStoryboardDesignatedEntryPointIdentifier"] as? String == "Scene0")
    }
}
