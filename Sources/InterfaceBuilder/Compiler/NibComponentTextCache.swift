import Foundation

/// The `Double.description` text of recently written fractional numbers (issue 14, ninth round): a colour's
/// components repeat across a storyboard's nibs, and `description` costs ≈ 650 instructions a call. A small
/// direct-mapped table keyed by the number's bits; the text is `description`'s own, so the bytes are unchanged.
struct NibComponentTextCache {
    /// One cached number: its bits, its text's length (0: empty) and up to 24 bytes of text.
    private struct Entry {
        var bits: UInt64 = 0
        var count = 0
        var text: (UInt64, UInt64, UInt64) = (0, 0, 0)
    }

    /// 64 entries, allocated on first use (a builder that never writes a fraction allocates nothing).
    private var entries: [Entry] = []

    /// Appends `value.description`'s UTF-8 bytes to `bytes`, from the table when `value` was written before.
    mutating func append(_ value: Double, to bytes: inout NibByteBuffer) {
        if entries.isEmpty { entries = [Entry](repeating: Entry(), count: 64) }
        let bits = value.bitPattern
        // Fibonacci hashing: the top six bits of the product pick the entry.
        let slot = Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> 58)
        let entry = entries[slot]
        if entry.count > 0, entry.bits == bits {
            withUnsafeBytes(of: entry.text) { bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: $0[..<entry.count])) }
            return
        }
        var text = value.description
        var fresh = Entry(bits: bits)
        text.withUTF8 { utf8 in
            bytes.append(contentsOf: utf8)
            if utf8.count <= 24 {
                fresh.count = utf8.count
                withUnsafeMutableBytes(of: &fresh.text) { $0.copyMemory(from: UnsafeRawBufferPointer(utf8)) }
            }
        }
        if fresh.count > 0 { entries[slot] = fresh }
    }
}
