import Foundation

/// Why a byte sequence is not a valid NIBArchive; every case names the byte offset where decoding stopped.
public enum NibArchiveError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// The file ends before a field that starts at `offset` and needs `needed` bytes.
    case truncated(offset: Int, needed: Int, fileSize: Int)
    /// The first 10 bytes are not `NIBArchive`.
    case badMagic(found: Data)
    /// A value's type byte is not one of 0...10.
    case unknownValueType(UInt8, offset: Int)
    /// An index (class, key, value range or object reference) points past its table.
    case indexOutOfRange(table: String, index: Int, count: Int, offset: Int)
    /// A key or class name is not valid UTF-8.
    case invalidUTF8(table: String, offset: Int)
    /// A varint runs over more than 10 bytes or exceeds `Int32.max`.
    case varintTooLong(offset: Int)

    /// A one-line explanation naming the byte offset.
    public var description: String {
        switch self {
        case let .truncated(offset, needed, size):
            return "NIBArchive truncated: \(needed) byte(s) needed at offset \(offset), but the file has \(size) bytes"
        case let .badMagic(found):
            let shown = String(decoding: found, as: UTF8.self)
            return "not a NIBArchive: bad magic at offset 0 (expected \"NIBArchive\", found \"\(shown)\")"
        case let .unknownValueType(type, offset):
            return "NIBArchive value at offset \(offset) has unknown type \(type) (expected 0...10)"
        case let .indexOutOfRange(table, index, count, offset):
            return "NIBArchive \(table) index \(index) out of range (table has \(count)) at offset \(offset)"
        case let .invalidUTF8(table, offset):
            return "NIBArchive \(table) at offset \(offset) is not valid UTF-8"
        case let .varintTooLong(offset):
            return "NIBArchive varint at offset \(offset) is longer than 10 bytes or exceeds Int32.max"
        }
    }

    /// The same text as `description`, for `localizedDescription`.
    public var errorDescription: String? { description }
}
