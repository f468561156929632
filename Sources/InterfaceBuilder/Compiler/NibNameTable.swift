import Foundation

/// A read-only name → number table for the compiler's hot lookups (issue 14): `NibKey` and `NibClass` by name, layout
/// attributes, content modes, common element kinds. `NibStringTable`'s open addressing over a cheap hash of the
/// string's words (no SipHash, no `Dictionary` probe with a generic comparison): ≈ 50 instructions a lookup
/// instead of ≈ 900.
///
/// The table hashes UTF-8 bytes, while `Dictionary<String, _>` matches canonically equivalent strings; every name
/// here is ASCII, so only a non-ASCII string could be canonically equal to one with other bytes (`K` and the Kelvin
/// sign): a miss on such a string asks a `Dictionary` too, so the answers are the `Dictionary`'s.
struct NibNameTable: Sendable {
    private var table = NibStringTable()
    private let fallback: [String: Int]

    /// A table of `pairs` (a name listed twice keeps its first number).
    init(_ pairs: [(String, Int)]) {
        for (name, number) in pairs { _ = table.intern(name, newIndex: number) }
        fallback = Dictionary(pairs, uniquingKeysWith: { first, _ in first })
    }

    /// The number of `name`, if listed.
    @inline(__always)
    func number(_ name: String) -> Int? { number(name, hash: NibStringTable.hash(name)) }

    /// The number of `name`, if listed, given its `NibStringTable.hash(_:)` (already worked out for another table).
    @inline(__always)
    func number(_ name: String, hash: UInt32) -> Int? {
        if let number = table.find(name, hash: hash).index { return number }
        return NibNameTable.isASCII(name) ? nil : fallback[name]
    }

    /// The number of `name`, if listed (as a `[String: Int]` answers it).
    @inline(__always)
    subscript(name: String) -> Int? { number(name) }

    private static func isASCII(_ name: String) -> Bool {
        // A small string (≤ 15 bytes, most names) keeps its bytes in its two words (zero-padded; the second word's top
        // byte is its discriminator and count): ASCII when no byte has its high bit set.
        let (first, second) = unsafeBitCast(name, to: (UInt64, UInt64).self)
        if second & (1 << 61) != 0 { return (first | (second & 0x00FF_FFFF_FFFF_FFFF)) & 0x8080_8080_8080_8080 == 0 }
        return NibASCII.isASCII(name)
    }
}

extension NibNameTable: ExpressibleByDictionaryLiteral {
    /// A table written as a dictionary literal (`["left": 0, "center": 1]`).
    init(dictionaryLiteral elements: (String, Int)...) { self.init(elements) }
}

extension NibNames {
    /// `layoutAttributes` as a `NibNameTable`, for the compiler.
    static let layoutAttributeTable = NibNameTable(layoutAttributes.map { ($0.key, $0.value) })
    /// `controlStates` as a `NibNameTable`, for the compiler (a button's states).
    static let controlStateTable = NibNameTable(controlStates.map { ($0.key, $0.value) })
    /// `controlEvents` as a `NibEnumTable`: an action's event mask by its `eventType` attribute's bytes.
    static let controlEventEnum = NibEnumTable(controlEvents.map { ($0.key, $0.value) })
    /// `contentModes` as a `NibNameTable`, for the compiler.
    static let contentModeTable = NibNameTable(contentModes.map { ($0.key, $0.value) })
}

extension NibKey {
    /// The known keys by name, for the builder.
    static let table = NibNameTable(allCases.map { (names[$0.rawValue], $0.rawValue) })
}

extension NibClass {
    /// The known classes by name, for the builder.
    static let table = NibNameTable(allCases.map { (names[$0.rawValue], $0.rawValue) })
}
