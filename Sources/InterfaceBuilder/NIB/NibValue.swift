import Foundation

/// One typed value of a NIBArchive's value table, as `NSCoder` encoded it.
public enum NibValue: Sendable, Equatable, Hashable {
    /// Type 0: a signed 8-bit integer.
    case int8(Int8)
    /// Type 1: a signed 16-bit integer, little-endian.
    case int16(Int16)
    /// Type 2: a signed 32-bit integer, little-endian.
    case int32(Int32)
    /// Type 3: a signed 64-bit integer, little-endian.
    case int64(Int64)
    /// Types 4 (`false`) and 5 (`true`): a boolean carried by the type byte alone.
    case bool(Bool)
    /// Type 6: a 32-bit IEEE float, little-endian.
    case float(Float)
    /// Type 7: a 64-bit IEEE double, little-endian.
    case double(Double)
    /// Type 8: bytes, preceded by their varint length.
    case data(Data)
    /// Type 9: `nil`.
    case null
    /// Type 10: a reference to an object, by its index in the object table (UInt32 LE).
    case object(Int)

    /// The type byte written before the payload.
    public var typeCode: UInt8 {
        switch self {
        case .int8: return 0
        case .int16: return 1
        case .int32: return 2
        case .int64: return 3
        case .bool(let value): return value ? 5 : 4
        case .float: return 6
        case .double: return 7
        case .data: return 8
        case .null: return 9
        case .object: return 10
        }
    }

    /// The smallest integer case that holds `value`, as ibtool writes integers.
    public static func integer(_ value: Int) -> NibValue {
        if let small = Int8(exactly: value) { return .int8(small) }
        if let small = Int16(exactly: value) { return .int16(small) }
        if let small = Int32(exactly: value) { return .int32(small) }
        return .int64(Int64(value))
    }

    /// The value as an integer when it is one of the integer cases.
    public var integerValue: Int? {
        switch self {
        case .int8(let v): return Int(v)
        case .int16(let v): return Int(v)
        case .int32(let v): return Int(v)
        case .int64(let v): return Int(v)
        default: return nil
        }
    }

    /// The value as a floating-point number when it is a float, a double or an integer.
    public var doubleValue: Double? {
        switch self {
        case .float(let v): return Double(v)
        case .double(let v): return v
        default: return integerValue.map(Double.init)
        }
    }

    /// The referenced object's index when the value is an object reference.
    public var objectIndex: Int? {
        if case .object(let index) = self { return index }
        return nil
    }

    /// The boolean when the value is `true` or `false`.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The bytes when the value is data.
    public var dataValue: Data? {
        if case .data(let data) = self { return data }
        return nil
    }
}

extension NibValue: CustomStringConvertible {
    /// A short readable form: `3`, `true`, `1.5`, `<4 bytes>`, `nil`, `@12`.
    public var description: String {
        switch self {
        case .int8(let v): return "\(v)"
        case .int16(let v): return "\(v)"
        case .int32(let v): return "\(v)"
        case .int64(let v): return "\(v)"
        case .bool(let v): return v ? "true" : "false"
        case .float(let v): return "\(v)f"
        case .double(let v): return "\(v)"
        case .data(let d): return NibValue.describe(data: d)
        case .null: return "nil"
        case .object(let i): return "@\(i)"
        }
    }

    static func describe(data: Data) -> String {
        if let text = String(data: data, encoding: .utf8),
           !text.isEmpty, text.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }) {
            return "\"\(text)\""
        }
        let bytes = data.prefix(48).map { String(format: "%02x", $0) }.joined()
        return "<\(data.count) bytes \(bytes)\(data.count > 48 ? "…" : "")>"
    }
}
