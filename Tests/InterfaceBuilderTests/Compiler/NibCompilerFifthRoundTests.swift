import Foundation
import Testing
@testable import InterfaceBuilder

/// Issue 14, fifth round: attributes walked without a closure, index sets as bits, enumerated values looked up in
/// `NibNameTable`s. Each must answer exactly as what it replaced.
struct NibCompilerFifthRoundTests {
    static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="16097" targetRuntime="iOS.CocoaTouch">
        <objects>
            <view contentMode="scaleAspectFit" id="V1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <subviews>
                    <label hidden="&#89;ES" opaque="true" clipsSubviews="NO" tag="7" alpha="0.5" text="Hi" id="L1">
                        <rect key="frame" x="0.0" y="0.0" width="42" height="21"/>
                    </label>
                    <button highlighted="YES" enabled="NO" contentHorizontalAlignment="left" contentVerticalAlignment="center" id="B1">
                        <rect key="frame" x="0.0" y="30" width="42" height="21"/>
                    </button>
                    <scrollView scrollEnabled="NO" bounces="NO" minimumZoomScale="0.5" keyboardDismissMode="onDrag" id="S1">
                        <rect key="frame" x="0.0" y="60" width="42" height="21"/>
                    </scrollView>
                </subviews>
            </view>
        </objects>
    </document>
    """

    @Test("Given a view's attributes, one with a character reference, when ViewFields walks them without a closure, then it reads what the model's accessors read")
    func viewFieldsMatchTheAccessors() throws {
        // Given a label whose `hidden` is written `&#89;ES` and whose `opaque` is `true`
        let document = try IBDocument.read(string: Self.xib, fileName: "Walk.xib")
        let label = try #require(document.objects.first { $0.id == "L1" })

        // When its fields are read in one walk
        let fields = ViewFields(label.element)

        // Then each equals the accessor's answer
        #expect(fields.hidden == label.isHidden)
        #expect(fields.hidden == true, "a character reference decodes to YES")
        #expect(fields.opaque == label.isOpaque)
        #expect(fields.opaque == true, "`true` is a YES")
        #expect(fields.clipsSubviews == false)
        #expect(fields.tag == label.tag)
        #expect(fields.alpha == label.alpha)
        #expect(fields.userInteractionEnabled == nil, "absent stays nil")
    }

    @Test("Given a button and a scroll view, when they are compiled with their attributes read in one pass, then the nib holds the keys the accessors imply")
    func controlAndScrollViewKeys() throws {
        // Given a highlighted, disabled, left-aligned button and a scroll view that neither scrolls nor bounces
        let document = try IBDocument.read(string: Self.xib, fileName: "Walk.xib")

        // When the xib is compiled
        let archive = try NibCompiler.compile(document)

        // Then the button has UIHighlighted, UIDisabled and UIContentHorizontalAlignment 1, and no vertical alignment
        func values(ofClass name: String) -> [String: NibValue] {
            guard let object = archive.objects.first(where: { archive.classNames[$0.classIndex].name == name }) else { return [:] }
            var result: [String: NibValue] = [:]
            for value in archive.values[object.valueRange] where result[archive.keys[value.keyIndex]] == nil {
                result[archive.keys[value.keyIndex]] = value.value
            }
            return result
        }
        let button = values(ofClass: "UIButton")
        #expect(button["UIHighlighted"]?.boolValue == true)
        #expect(button["UIDisabled"]?.boolValue == true)
        #expect(button["UIContentHorizontalAlignment"]?.integerValue == 1)
        #expect(button["UIContentVerticalAlignment"] == nil, "center is the default, not written")
        // And the scroll view has UIScrollDisabled, UIBounceEnabled false, the zoom scale and the dismiss mode
        let scroll = values(ofClass: "UIScrollView")
        #expect(scroll["UIScrollDisabled"]?.boolValue == true)
        #expect(scroll["UIBounceEnabled"]?.boolValue == false)
        #expect(scroll["UIMinimumZoomScale"]?.doubleValue == 0.5)
        #expect(scroll["UIKeyboardDismissMode"]?.integerValue == 1)
        #expect(scroll["UIBouncesZoom"]?.boolValue == true, "absent means YES")
    }

    @Test("Given object indices on both sides of a 64-bit word, when they are put in a NibIndexSet, then it contains exactly them")
    func indexSetContainsWhatWasInserted() {
        // Given indices at the edges of the first two words and one far beyond
        var set = NibIndexSet([0, 63, 64])

        // When another range is added
        set.formUnion([200, 201])

        // Then those are members and their neighbours, negatives and far indices are not
        for index in [0, 63, 64, 200, 201] { #expect(set.contains(index)) }
        for index in [1, 62, 65, 127, 199, 202, 10_000, -1] { #expect(!set.contains(index)) }
        #expect(!NibIndexSet().contains(0), "an empty set holds nothing")
    }

    @Test("Given an enumeration table written as a dictionary literal, when names are looked up, then it answers as the dictionary would")
    func nameTableAnswersLikeADictionary() {
        // Given the text-alignment table and the dictionary it replaced
        let table = NibEnumValues.textAlignment
        let dictionary = ["left": 0, "center": 1, "right": 2, "justified": 3, "natural": 4]

        // When every name, an unknown one and a non-ASCII one are looked up
        // Then the answers are the dictionary's
        for name in Array(dictionary.keys) + ["middle", "", "cénter"] { #expect(table[name] == dictionary[name]) }
    }

    @Test("Given custom classes with and without a module, when their runtime names are made, then a module's class is mangled and a dotted or module-less name is kept")
    func runtimeClassNames() {
        // Given a plain class, a non-ASCII class, a dotted class and classes without a module
        // When their runtime names are made
        // Then a class in a module is `_TtC` + UTF-8 counts and names, others are as written
        #expect(NibNames.runtimeClassName(customClass: "Foo", module: "App") == "_TtC3App3Foo")
        #expect(NibNames.runtimeClassName(customClass: "Café", module: "Mod") == "_TtC3Mod5Café", "counts are UTF-8 bytes")
        #expect(NibNames.runtimeClassName(customClass: "App.Foo", module: "App") == "App.Foo")
        #expect(NibNames.runtimeClassName(customClass: "Foo", module: nil) == "Foo")
        #expect(NibNames.runtimeClassName(customClass: "Foo", module: "") == "Foo")
    }
}
