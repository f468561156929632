import Foundation

/// A write cursor over memory sized in advance (the nib writer's output): stores straight through a pointer, with one
/// bounds check per write instead of an array's capacity check and growth per byte. `position` moves with wrapping
/// arithmetic (`&+=`): it stays within `capacity`, which the bounds checks enforce, so an overflow check per byte
/// written only cost instructions (issue 14, eighth round).
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
        precondition(count <= capacity &- position, "nib writer: output bound exceeded")
    }

    /// One byte.
    @inline(__always)
    mutating func byte(_ value: UInt8) {
        need(1)
        base.storeBytes(of: value, toByteOffset: position, as: UInt8.self)
        position &+= 1
    }

    /// A nib varint: 7 bits per byte, low bits first, the high bit marking the last byte.
    @inline(__always)
    mutating func varint(_ value: Int) {
        need(10)
        var rest = UInt(bitPattern: value)
        while rest >= 0x80 {
            base.storeBytes(of: UInt8(truncatingIfNeeded: rest & 0x7F), toByteOffset: position, as: UInt8.self)
            position &+= 1
            rest >>= 7
        }
        base.storeBytes(of: UInt8(truncatingIfNeeded: rest) | 0x80, toByteOffset: position, as: UInt8.self)
        position &+= 1
    }

    /// A little-endian 32-bit integer.
    @inline(__always)
    mutating func uint32(_ value: UInt32) {
        need(4)
        base.storeBytes(of: value.littleEndian, toByteOffset: position, as: UInt32.self)
        position &+= 4
    }

    /// Bytes copied as they are.
    @inline(__always)
    mutating func bytes(_ source: UnsafeRawBufferPointer) {
        guard let start = source.baseAddress, !source.isEmpty else { return }
        need(source.count)
        NibByteCursor.copy(to: base + position, from: start, count: source.count)
        position &+= source.count
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
        precondition(count <= capacity &- position, "nib writer: output bound exceeded")
    }

    /// `byte(_:)` after `reserve(_:)`.
    @inline(__always)
    mutating func uncheckedByte(_ value: UInt8) {
        base.storeBytes(of: value, toByteOffset: position, as: UInt8.self)
        position &+= 1
    }

    /// `varint(_:)` after `reserve(_:)` (one byte for values below 128: most keys and lengths).
    @inline(__always)
    mutating func uncheckedVarint(_ value: Int) {
        var rest = UInt(bitPattern: value)
        while rest >= 0x80 {
            base.storeBytes(of: UInt8(truncatingIfNeeded: rest & 0x7F), toByteOffset: position, as: UInt8.self)
            position &+= 1
            rest >>= 7
        }
        base.storeBytes(of: UInt8(truncatingIfNeeded: rest) | 0x80, toByteOffset: position, as: UInt8.self)
        position &+= 1
    }

    /// A record's key and type (`NibArchiveBuilder.Record.keyAndType`: `key << 8 | type`) after `reserve(_:)`: for a
    /// key below 128, `key | 0x80` and the type byte are already the two bytes to store, one shift and one `or` away.
    @inline(__always)
    mutating func uncheckedKey(keyAndType: UInt32) {
        if keyAndType < 0x80 << 8 {
            let pair = UInt16(truncatingIfNeeded: (keyAndType >> 8) | 0x80 | (keyAndType & 0xFF) << 8)
            base.storeBytes(of: pair.littleEndian, toByteOffset: position, as: UInt16.self)
            position &+= 2
        } else {
            uncheckedVarint(Int(keyAndType >> 8))
            uncheckedByte(UInt8(truncatingIfNeeded: keyAndType))
        }
    }

    /// The low `size` bytes of `value`, little-endian, after `reserve(_:)` (`size` 2, 4 or 8).
    @inline(__always)
    mutating func uncheckedLittleEndian(_ value: UInt64, size: Int) {
        // Eight bytes are stored whatever `size` is (the record's bound leaves room); only `size` of them count.
        base.storeBytes(of: value.littleEndian, toByteOffset: position, as: UInt64.self)
        position &+= size
    }

    /// `bytes(_:)` after `reserve(_:)`.
    @inline(__always)
    mutating func uncheckedBytes(_ source: UnsafeRawBufferPointer) {
        guard let start = source.baseAddress, !source.isEmpty else { return }
        NibByteCursor.copy(to: base + position, from: start, count: source.count)
        position &+= source.count
    }

    /// `source` copied in 16-byte chunks after `reserve(source.count + 15)`: up to 15 bytes past its end are read and
    /// written too (the next write, or the output's trimming, covers them), so the source must be readable that far
    /// (`NibUTF8Table.entry`). A short copy is one pair of word moves, with no branch on its size.
    @inline(__always)
    mutating func uncheckedChunks(_ source: UnsafeRawBufferPointer) {
        guard let start = source.baseAddress else { return }
        let target = base + position
        var offset = 0
        repeat {
            target.storeBytes(of: start.loadUnaligned(fromByteOffset: offset, as: UInt64.self), toByteOffset: offset,
                              as: UInt64.self)
            target.storeBytes(of: start.loadUnaligned(fromByteOffset: offset &+ 8, as: UInt64.self),
                              toByteOffset: offset &+ 8, as: UInt64.self)
            offset &+= 16
        } while offset < source.count
        position &+= source.count
    }

    /// Copies `count` bytes: up to 32 by a few overlapping word moves inline (most keys, class names and strings of a
    /// nib are that short; a `memcpy` call cost ≈ 15 instructions each, issue 14, sixth round), longer by `memcpy`.
    @inline(__always)
    static func copy(to target: UnsafeMutableRawPointer, from source: UnsafeRawPointer, count: Int) {
        if count >= 8 && count <= 16 {
            let head = source.loadUnaligned(as: UInt64.self)
            let tail = source.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            target.storeBytes(of: head, as: UInt64.self)
            target.storeBytes(of: tail, toByteOffset: count - 8, as: UInt64.self)
        } else if count > 16 && count <= 32 {
            let a = source.loadUnaligned(as: UInt64.self)
            let b = source.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            let c = source.loadUnaligned(fromByteOffset: count - 16, as: UInt64.self)
            let d = source.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            target.storeBytes(of: a, as: UInt64.self)
            target.storeBytes(of: b, toByteOffset: 8, as: UInt64.self)
            target.storeBytes(of: c, toByteOffset: count - 16, as: UInt64.self)
            target.storeBytes(of: d, toByteOffset: count - 8, as: UInt64.self)
        } else if count >= 4 && count < 8 {
            let head = source.loadUnaligned(as: UInt32.self)
            let tail = source.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
            target.storeBytes(of: head, as: UInt32.self)
            target.storeBytes(of: tail, toByteOffset: count - 4, as: UInt32.self)
        } else if count < 4 {
            for offset in 0 ..< count {
                target.storeBytes(of: source.load(fromByteOffset: offset, as: UInt8.self), toByteOffset: offset, as: UInt8.self)
            }
        } else {
            target.copyMemory(from: source, byteCount: count)
        }
    }
}
