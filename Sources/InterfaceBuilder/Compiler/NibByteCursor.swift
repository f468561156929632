import Foundation

/// A write cursor over memory sized in advance (the nib writer's output): stores straight through a pointer, with one
/// bounds check per write instead of an array's capacity check and growth per byte.
struct NibByteCursor {
    /// The start of the memory.
    let base: UnsafeMutableRawPointer
    /// How many bytes may be written.
    let capacity: Int
    /// Where the next byte goes.
    var position = 0

    @inline(__always)
    private func need(_ count: Int) {
        // Never write past the memory, even if a size bound were wrong (a trap, not a corruption).
        precondition(count <= capacity - position, "nib writer: output bound exceeded")
    }

    /// One byte.
    @inline(__always)
    mutating func byte(_ value: UInt8) {
        need(1)
        base.storeBytes(of: value, toByteOffset: position, as: UInt8.self)
        position += 1
    }

    /// A nib varint: 7 bits per byte, low bits first, the high bit marking the last byte.
    @inline(__always)
    mutating func varint(_ value: Int) {
        need(10)
        var rest = UInt(bitPattern: value)
        while rest >= 0x80 {
            base.storeBytes(of: UInt8(truncatingIfNeeded: rest & 0x7F), toByteOffset: position, as: UInt8.self)
            position += 1
            rest >>= 7
        }
        base.storeBytes(of: UInt8(truncatingIfNeeded: rest) | 0x80, toByteOffset: position, as: UInt8.self)
        position += 1
    }

    /// A little-endian 32-bit integer.
    @inline(__always)
    mutating func uint32(_ value: UInt32) {
        need(4)
        base.storeBytes(of: value.littleEndian, toByteOffset: position, as: UInt32.self)
        position += 4
    }

    /// Bytes copied as they are.
    @inline(__always)
    mutating func bytes(_ source: UnsafeRawBufferPointer) {
        guard let start = source.baseAddress, !source.isEmpty else { return }
        need(source.count)
        (base + position).copyMemory(from: start, byteCount: source.count)
        position += source.count
    }

    /// The bytes of a literal.
    mutating func bytes(_ text: StaticString) {
        text.withUTF8Buffer { bytes(UnsafeRawBufferPointer($0)) }
    }
}

extension NibByteCursor {
    /// Checks once that `count` bytes fit, for a run of the unchecked writes below (one check per value record).
    @inline(__always)
    func reserve(_ count: Int) {
        precondition(count <= capacity - position, "nib writer: output bound exceeded")
    }

    /// `byte(_:)` after `reserve(_:)`.
    @inline(__always)
    mutating func uncheckedByte(_ value: UInt8) {
        base.storeBytes(of: value, toByteOffset: position, as: UInt8.self)
        position += 1
    }

    /// `varint(_:)` after `reserve(_:)` (one byte for values below 128: most keys and lengths).
    @inline(__always)
    mutating func uncheckedVarint(_ value: Int) {
        var rest = UInt(bitPattern: value)
        while rest >= 0x80 {
            base.storeBytes(of: UInt8(truncatingIfNeeded: rest & 0x7F), toByteOffset: position, as: UInt8.self)
            position += 1
            rest >>= 7
        }
        base.storeBytes(of: UInt8(truncatingIfNeeded: rest) | 0x80, toByteOffset: position, as: UInt8.self)
        position += 1
    }

    /// The low `size` bytes of `value`, little-endian, after `reserve(_:)` (`size` 2, 4 or 8).
    @inline(__always)
    mutating func uncheckedLittleEndian(_ value: UInt64, size: Int) {
        // Eight bytes are stored whatever `size` is (the record's bound leaves room); only `size` of them count.
        base.storeBytes(of: value.littleEndian, toByteOffset: position, as: UInt64.self)
        position += size
    }

    /// `bytes(_:)` after `reserve(_:)`.
    @inline(__always)
    mutating func uncheckedBytes(_ source: UnsafeRawBufferPointer) {
        guard let start = source.baseAddress, !source.isEmpty else { return }
        (base + position).copyMemory(from: start, byteCount: source.count)
        position += source.count
    }
}
