import Foundation
import Testing
@testable import InterfaceBuilder

/// Issue 14, sixth round: numbers, integers and enumerated names converted from an attribute's source bytes. Each
/// conversion must answer exactly as the `String` path it replaced.
struct NibCompilerSixthRoundTests {
    /// Parses `text` with the byte fast path (nil when the fast path declines).
    static func fastDecimal(_ text: String) -> Double? {
        Array(text.utf8).withUnsafeBufferPointer { IBAttributeWalk.plainDecimal($0, 0, $0.count) }
    }

    static func fastInteger(_ text: String) -> Int? {
        Array(text.utf8).withUnsafeBufferPointer { IBAttributeWalk.plainInteger($0, 0, $0.count) }
    }

    @Test("Given decimal texts, when the byte parser reads them, then each value it accepts is bit for bit what Double(String) gives, and it declines every other form")
    func decimalsMatchFoundationParsing() {
        // Given plain decimals, and forms the fast path must leave to `Double(String)`
        let accepted = ["0", "8", "-16", "0.5", "0.0", "-0", "123.456", "999999999999999", "0.1", "0.3333333333",
                        "1000", "0.93725490196078", "20.5", "007"]
        let declined = ["1.0000000000000001", "5.", ".5", "1e3", "+3", "", "-", "1.2.3", "0x10", " 1", "nan", "1,5"]

        // When each is parsed from its bytes
        // Then an accepted value has the same bits as `Double(String)`'s, a declined one is nil
        for text in accepted {
            let fast = Self.fastDecimal(text)
            #expect(fast?.bitPattern == Double(text)?.bitPattern, "\(text)")
            #expect(fast != nil, "\(text) is a plain decimal")
        }
        for text in declined { #expect(Self.fastDecimal(text) == nil, "\(text)") }
    }

    /// A seeded generator, so a failure repeats.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test("Given random decimals of up to fifteen digits, when the byte parser reads them, then every value equals Double(String)'s to the bit")
    func randomDecimalsMatchFoundationParsing() {
        // Given decimals built from random digits, with the dot anywhere and a random sign
        var generator = SplitMix(seed: 14)
        for _ in 0 ..< 5_000 {
            let count = Int.random(in: 1 ... 15, using: &generator)
            var digits = (0 ..< count).map { _ in String(Int.random(in: 0 ... 9, using: &generator)) }.joined()
            let dot = Int.random(in: 0 ... count, using: &generator)
            if dot > 0 && dot < count { digits.insert(".", at: digits.index(digits.startIndex, offsetBy: dot)) }
            let text = (Bool.random(using: &generator) ? "-" : "") + digits

            // When it is parsed from its bytes
            let fast = Self.fastDecimal(text)

            // Then it has Double(String)'s bits
            #expect(fast?.bitPattern == Double(text)?.bitPattern, "\(text)")
        }
    }

    @Test("Given integer texts, when the byte parser reads them, then it gives Int(String)'s value and declines anything else")
    func integersMatchFoundationParsing() {
        // Given integers and non-integers
        for text in ["0", "7", "-42", "007", "123456789012345678"] {
            // Then an integer reads as Int(String) reads it
            #expect(Self.fastInteger(text) == Int(text), "\(text)")
        }
        for text in ["", "-", "1.0", "+1", "1e2", "1234567890123456789", " 1"] {
            // And anything else is left to the String path
            #expect(Self.fastInteger(text) == nil, "\(text)")
        }
    }

    @Test("Given the layout attribute names, when they are looked up by bytes, then each gives its number, an unknown ASCII name gives none, and a non-ASCII one is left to the String table")
    func byteNameTableMatchesTheDictionary() {
        // Given every layout attribute name
        func lookup(_ text: String) -> Int?? {
            Array(text.utf8).withUnsafeBufferPointer { NibNames.layoutAttributeBytes.lookup($0, 0, $0.count) }
        }
        // Then each name gives the dictionary's number
        for (name, number) in NibNames.layoutAttributes { #expect(lookup(name) == .some(number), "\(name)") }
        // And an unknown ASCII name is known to be absent, while a non-ASCII one is not decided by bytes
        #expect(lookup("middle") == .some(nil))
        #expect(lookup("l\u{0435}ading") == nil, "a Cyrillic e is not ASCII")
    }

    static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="16097" targetRuntime="iOS.CocoaTouch">
        <objects>
            <view contentMode="scaleAspectFit" id="V1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <subviews>
                    <view contentMode="&#116;opLeft" tag="1e1" alpha="5." horizontalHuggingPriority="251" id="A1">
                        <rect key="frame" x="0.0" y="0.0" width="42" height="21"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="A1" firstAttribute="&#116;op" secondItem="V1" secondAttribute="centerYWithinMargins" relation="lessThanOr&#69;qual" constant="1e1" priority="750" symbolic="&#89;ES" id="C1"/>
                    <constraint firstItem="A1" firstAttribute="middle" relation="greaterThanOrEqual" constant="-8.25" priority="999.5" id="C2"/>
                </constraints>
            </view>
        </objects>
    </document>
    """

    @Test("Given constraints written with character references and unusual numbers, when their fields are read from the bytes, then they equal the model's accessors")
    func constraintFieldsMatchTheAccessors() throws {
        // Given two constraints, one spelled with references and an exponent
        let document = try IBDocument.read(string: Self.xib, fileName: "Bytes.xib")

        for constraint in document.constraints {
            // When their fields are read in one walk
            let fields = ConstraintFields(constraint.element)

            // Then each field is what the accessors give, converted as the encoder converts them
            let attributes = NibNames.layoutAttributes
            #expect(fields.firstAttribute == constraint.firstAttribute.map { attributes[$0] ?? 0 })
            #expect(fields.secondAttribute == constraint.secondAttribute.map { attributes[$0] ?? 0 })
            let relation = constraint.relation == "lessThanOrEqual" ? -1 : constraint.relation == "greaterThanOrEqual" ? 1 : 0
            #expect(fields.relation == relation)
            #expect(fields.constant == constraint.element.number(.constant))
            #expect(fields.priority == constraint.priority)
            #expect(fields.symbolic == (constraint.symbolic ?? false))
        }
        let first = try #require(document.constraints.first)
        #expect(ConstraintFields(first.element).firstAttribute == 3, "`&#116;op` decodes to top")
        #expect(ConstraintFields(first.element).relation == -1, "the reference decodes to lessThanOrEqual")
        #expect(ConstraintFields(first.element).constant == 10)
        #expect(ConstraintFields(document.constraints[1].element).firstAttribute == 0, "an unknown name is 0")
    }

    @Test("Given a view written with a reference and unusual numbers, when ViewFields reads it, then the content mode, tag, alpha and priority are the accessors'")
    func viewFieldsMatchTheAccessors() throws {
        // Given a view whose content mode is `&#116;opLeft`, tag `1e1` and alpha `5.`
        let document = try IBDocument.read(string: Self.xib, fileName: "Bytes.xib")
        let view = try #require(document.objects.first { $0.id == "A1" })

        // When its fields are read
        let fields = ViewFields(view.element)

        // Then they convert as the model's accessors do
        #expect(fields.contentMode == view.contentMode.flatMap { NibNames.contentModes[$0] })
        #expect(fields.contentMode == 9, "topLeft")
        #expect(fields.tag == view.tag)
        #expect(fields.tag == 10)
        #expect(fields.alpha == view.alpha)
        #expect(fields.horizontalHuggingPriority == 251)
    }

    @Test("Given a xib with byte-converted attributes, when it is compiled twice, then the nibs' bytes are equal and both constraints are in them")
    func compilingTwiceWritesTheSameBytes() throws {
        // Given the xib above
        let document = try IBDocument.read(string: Self.xib, fileName: "Bytes.xib")

        // When it is compiled twice
        let first = try NibCompiler.compile(document).data()
        let second = try NibCompiler.compile(document).data()

        // Then both compiles write the same bytes, and the constraints are in the nib
        #expect(first == second)
        let archive = try NibArchive(data: first)
        #expect(archive.objects.filter { archive.classNames[$0.classIndex].name == "NSLayoutConstraint" }.count == 2)
    }
}
