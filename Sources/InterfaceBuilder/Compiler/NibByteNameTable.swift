import Foundation

/// A read-only name → number table looked up by an attribute's source bytes (issue 14, sixth round): layout
/// attributes and content modes are matched without decoding the attribute into a `String` first.
///
/// Only ASCII bytes are looked up here: every name is ASCII, and an ASCII string is canonically equal only to itself,
/// so a byte match is a `String` match. A value with a non-ASCII byte or an entity reference is left to the caller's
/// `String` path (`nil` from `lookup`), where a canonically equivalent spelling still matches.
struct NibByteNameTable: Sendable {
    /// Per UTF-8 length (0...32), the names of that length: bytes packed into four words, and the number.
    private let byLength: [[(words: (UInt64, UInt64, UInt64, UInt64), number: Int)]]

    /// A table of `pairs` (a name listed twice keeps its first number; names are ASCII, at most 32 bytes).
    init(_ pairs: [(String, Int)]) {
        var table = [[(words: (UInt64, UInt64, UInt64, UInt64), number: Int)]](repeating: [], count: 33)
        for (name, number) in pairs {
            let bytes = Array(name.utf8)
            precondition(bytes.count <= 32 && bytes.allSatisfy { $0 < 0x80 }, "NibByteNameTable: \(name)")
            let words = NibByteNameTable.pack(bytes, 0, bytes.count)
            if table[bytes.count].contains(where: { $0.words == words }) { continue }
            table[bytes.count].append((words, number))
        }
        byLength = table
    }

    /// The bytes `bytes[start ..< end]` packed little-endian into four zero-padded words.
    @inline(__always)
    private static func pack(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> (UInt64, UInt64, UInt64, UInt64) {
        var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        withUnsafeMutableBytes(of: &words) { raw in
            for i in start ..< end { raw[i - start] = bytes[i] }
        }
        return words
    }

    private static func pack(_ bytes: [UInt8], _ start: Int, _ end: Int) -> (UInt64, UInt64, UInt64, UInt64) {
        bytes.withUnsafeBufferPointer { pack($0, start, end) }
    }

    /// The answer for `bytes[start ..< end]`: `.some(number)` or `.some(nil)` (ASCII and not listed), or nil when the
    /// bytes are not ASCII (the caller decides with a `String`).
    @inline(__always)
    func lookup(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int?? {
        let n = end - start
        guard n <= 32 else { return .some(nil) }
        var high: UInt8 = 0
        for i in start ..< end { high |= bytes[i] }
        guard high < 0x80 else { return nil }
        let words = NibByteNameTable.pack(bytes, start, end)
        for candidate in byLength[n] where candidate.words == words { return .some(candidate.number) }
        return .some(nil)
    }
}

extension NibNames {
    /// `layoutAttributes` looked up by bytes (a constraint's `firstAttribute`/`secondAttribute`).
    static let layoutAttributeBytes = NibByteNameTable(layoutAttributes.map { ($0.key, $0.value) })
    /// `contentModes` looked up by bytes (a view's `contentMode`).
    static let contentModeBytes = NibByteNameTable(contentModes.map { ($0.key, $0.value) })
}
