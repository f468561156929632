import Foundation

/// Byte helpers of the compiler's hot paths (`Data(text.utf8)` goes through a generic, dynamically cast path).
enum NibBytes {
    /// The UTF-8 bytes of `text` as `Data`, copied straight from the string's storage.
    static func data(_ text: String) -> Data {
        var text = text
        return text.withUTF8 { utf8 in
            guard let base = utf8.baseAddress, !utf8.isEmpty else { return Data() }
            return Data(bytes: base, count: utf8.count)
        }
    }
}
