/// ASCII checks eight bytes a step, without a closure (issue 14: `utf8.allSatisfy { $0 < 0x80 }` cost ≈ 8 instructions a
/// byte through a closure, and the Info.plist writer and `NibNameTable` ask it of every string they see).
enum NibASCII {
    /// Whether no byte of `bytes` has its high bit set.
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        var high: UInt64 = 0
        while offset + 8 <= bytes.count {
            high |= raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        var tail: UInt8 = 0
        while offset < bytes.count {
            tail |= base[offset]
            offset += 1
        }
        return high & 0x8080_8080_8080_8080 == 0 && tail < 0x80
    }

    /// Whether `text` is all ASCII (its UTF-8 bytes read in place; `String.withUTF8` needs a `var`, this does not).
    static func isASCII(_ text: String) -> Bool {
        if let answer = text.utf8.withContiguousStorageIfAvailable(isASCII) { return answer }
        return text.utf8.allSatisfy { $0 < 0x80 }
    }
}
