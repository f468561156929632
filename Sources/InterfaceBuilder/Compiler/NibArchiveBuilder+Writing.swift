import Foundation

// The NIBArchive writer of `NibArchiveBuilder` (issue 14: split from the builder, which grew past 600 lines).

extension NibArchiveBuilder {
    /// The NIBArchive bytes in one pass over the tables: header, objects, keys, values (grouped by object, each
    /// object's in the order set), class names; tables in order of first use, fallback classes right after their
    /// first user.
    func data() -> Data { encoded().bytes }

    /// The NIBArchive bytes (`data()`) written into the memory of the archive object that holds them (one allocation
    /// for both: issue 14, fifteenth round).
    func encoded() -> NibEncodedArchive {
        // An upper bound of the size: a varint takes at most 5 bytes here, a value at most 5 + 1 + 8 bytes, or for
        // data 5 + 1 + 5 + its bytes. The output is written through a pointer and trimmed to its real length.
        // Known keys and class names count at their table's longest name.
        var bound = NibArchive.headerSize + classIndices.count * 15
        bound += keyByteCount + keys.count * (5 + NibKey.utf8.longest)
        bound += pool.count * 19 + bytes.count
        bound += classByteCount + classCodes.count * (15 + NibClass.utf8.longest)
        // A known key is copied in 16-byte chunks, up to 15 bytes past its end.
        bound += 16
        // Uninitialized memory, the archive object's own (`Data(count:)` would zero the whole bound first).
        let archive = NibEncodedArchive.make(capacity: bound)
        let memory = archive.start
        // The values grouped by object (issue 14, sixth round: a counting sort instead of following a link per value
        // that every `set` had to update): per object its count, then where its values start, then the pool indices in
        // output order. One scratch allocation per nib. `starts[-1]` counts and places the dropped records (object -1)
        // as if they were an object before the others, written by no one (issue 14, eleventh round: no test for them
        // in the two loops over the records, one unsigned compare for the range, ≈ 3 instructions a record fewer; with
        // the UTF-8 table's plain `starts`, 15.40 -> 14.72 M in `data()` for two compile passes).
        let objectCount = classIndices.count, recordCount = pool.count
        // The builder's own scratch memory (issue 14, twelfth round: an allocation and a free per nib before).
        let box = writeScratch ?? NibWriteScratch()
        let scratch = box.memory(1 + objectCount + recordCount)
        defer { withExtendedLifetime(box) {} }
        let starts = scratch + 1, order = scratch + 1 + objectCount
        scratch.initialize(repeating: 0, count: 1 + objectCount)
        // Every table read through a plain pointer and the cursor a local outside any closure (issue 14, tenth round):
        // a cursor captured by the closures of `withUnsafeBytes` lived in memory, and every byte stored through its
        // pointer made the compiler load its position again (≈ 55 instructions a value record, now ≈ 30).
        let records = pool.elements, data = bytes.elements
        // Writes through `starts` stay inside it: a `Ref` made by hand past the objects (or below -1) traps, as an
        // array would. The records do not change before the loop that places them, which checks nothing. Two records
        // a turn, one check for both (issue 14, eleventh round: the trap kept the compiler from unrolling the loop;
        // 8 instructions a record, 7 now; compile 85.58 -> 85.19 M for two passes).
        let limit = UInt(objectCount)
        var slot = 0
        while slot &+ 1 < recordCount {
            let a = Int(records[slot].object), b = Int(records[slot &+ 1].object)
            precondition(Swift.max(UInt(bitPattern: a &+ 1), UInt(bitPattern: b &+ 1)) <= limit,
                         "nib writer: a value of an object that was never made")
            starts[a] &+= 1
            starts[b] &+= 1
            slot &+= 2
        }
        if slot < recordCount {
            let object = Int(records[slot].object)
            precondition(UInt(bitPattern: object &+ 1) <= limit, "nib writer: a value of an object that was never made")
            starts[object] &+= 1
        }
        var w = NibByteCursor(base: memory, capacity: bound)
        w.bytes(NibArchiveBuilder.magic)
        w.uint32(1)     // format version
        w.uint32(9)     // coder version (as the golden nibs)
        let tableHeader = w.position
        w.position += 32
        // The four tables' offsets in locals (issue 14, eighth round: an array of them was an allocation per nib).
        let objectsOffset = w.position
        // The dropped records take `order`'s first places; the objects' values follow.
        let dropped = Int(starts[-1])
        starts[-1] = 0
        let first = NibArchiveBuilder.writeObjects(classIndices.elements, starts: starts, dropped: dropped, into: &w)

        let keysOffset = w.position
        writeKeys(into: &w)

        let valuesOffset = w.position
        for (slot, record) in records.enumerated() {
            let object = Int(record.object)
            order[Int(starts[object])] = Int32(truncatingIfNeeded: slot)
            starts[object] &+= 1
        }
        // The objects' values, past the dropped ones.
        NibArchiveBuilder.writeValues(records, order: order + dropped, count: first, data: data, into: &w)

        let classesOffset = w.position
        writeClasses(into: &w)

        let written = w.position
        w.position = tableHeader
        w.uint32(UInt32(classIndices.count))
        w.uint32(UInt32(objectsOffset))
        w.uint32(UInt32(keys.count))
        w.uint32(UInt32(keysOffset))
        w.uint32(UInt32(first))
        w.uint32(UInt32(valuesOffset))
        w.uint32(UInt32(classCodes.count))
        w.uint32(UInt32(classesOffset))
        archive.count = written
        return archive
    }

    /// The object table: per object its class index, its first value's index and its value count (`starts`, which
    /// becomes where each object's values start in `order`, past the `dropped` records). Returns the value count. Out
    /// of line on a copy of the cursor, as `writeValues` (with `writeKeys`: the writer 14.38 -> 14.07 M for two compile
    /// passes, the two loops' spills gone).
    @inline(never)
    private static func writeObjects(_ classes: UnsafeBufferPointer<Int32>, starts: UnsafeMutablePointer<Int32>,
                                     dropped: Int, into cursor: inout NibByteCursor) -> Int {
        var w = cursor
        var first = 0
        // One bound check for the whole table, three varints of at most 5 bytes an object (issue 14, fifteenth round:
        // one check per object before).
        precondition(classes.count <= (w.capacity &- w.position) / 15, "nib writer: output bound exceeded")
        for index in 0 ..< classes.count {
            let count = Int(starts[index])
            w.uncheckedVarint(Int(classes[index]))
            w.uncheckedVarint(first)
            w.uncheckedVarint(count)
            starts[index] = Int32(truncatingIfNeeded: dropped &+ first)
            // No overflow: the counts add up to the records' count.
            first &+= count
        }
        cursor = w
        return first
    }

    /// The key table. Out of line on a copy of the cursor, as `writeValues`.
    @inline(never)
    private func writeKeys(into cursor: inout NibByteCursor) {
        var w = cursor
        // Known keys from the process-wide UTF-8 table (no `String` touched), others from their strings.
        let knownKeyNames = NibKey.utf8
        for code in keys.elements {
            if code >= 0 {
                // One bound check per key, and its length and bytes as the table holds them, copied in 16-byte chunks
                // (issue 14, eleventh round: a varint and a copy picked by size, ≈ 45 instructions a key, ≈ 30 now;
                // data() 14.72 -> 14.53 M for two compile passes).
                let entry = knownKeyNames.entry(Int(code))
                w.reserve(entry.count + 15)
                w.uncheckedChunks(entry)
            } else {
                NibArchiveBuilder.write(keyStrings[Int(~code)], nulTerminated: false, fallback: -1, into: &w)
            }
        }
        cursor = w
    }

    /// The class-name table: per class its length with the NUL, the number of extra values (the fallback class, if
    /// any), the extras, the name and its NUL. Out of line on a copy of the cursor, as `writeValues`, with one bound
    /// check per known class (issue 14, eleventh round: five checked writes each before; compile 85.19 -> 85.00 M for
    /// two passes).
    @inline(never)
    private func writeClasses(into cursor: inout NibByteCursor) {
        var w = cursor
        let knownClassNames = NibClass.utf8
        let codes = classCodes.elements, fallbacks = classFallbacks.elements
        // Each class has its fallback entry (the two tables grow together).
        precondition(fallbacks.count == codes.count, "nib writer: a class without its fallback entry")
        for index in 0 ..< codes.count {
            let code = codes[index], fallback = fallbacks[index]
            if code >= 0 {
                let name = knownClassNames.bytes(Int(code))
                // The length (≤ 5), the extra count (1), the fallback (8 stored, 4 kept), the name, its NUL.
                w.reserve(15 + name.count)
                w.uncheckedVarint(name.count + 1)
                if fallback >= 0 {
                    w.uncheckedByte(0x81)   // one extra value: varint 1
                    w.uncheckedLittleEndian(UInt64(UInt32(bitPattern: fallback)), size: 4)
                } else {
                    w.uncheckedByte(0x80)   // none: varint 0
                }
                w.uncheckedBytes(name)
                w.uncheckedByte(0)
            } else {
                NibArchiveBuilder.write(classStrings[Int(~code)], nulTerminated: true, fallback: fallback, into: &w)
                w.byte(0)
            }
        }
        cursor = w
    }

    /// The value table: the records `order` names, each as its key, its type, and its payload, or its length and bytes.
    /// Out of line, on a copy of the cursor (issue 14, eleventh round): `data()`'s loops hold more values than there are
    /// registers, and inside it the records' base lived in memory; alone, this loop keeps everything in registers
    /// (data() with it 14.53 -> 14.38 M for two compile passes).
    @inline(never)
    private static func writeValues(_ records: UnsafeBufferPointer<Record>, order: UnsafePointer<Int32>, count: Int,
                                    data: UnsafeRawBufferPointer, into cursor: inout NibByteCursor) {
        // A local cursor: stores through its pointer cannot change it, so its position stays in a register.
        var w = cursor
        // Bound checks on data records only (issue 14, fifteenth round: one per record before): a record of another
        // type stores at most 14 bytes (key ≤ 5, type 1, the payload's 8-byte store), so with room for 14 bytes per
        // record left, as checked here first, it needs no check of its own and leaves that much room for the records
        // after it; a data record checks that its bytes leave it (writeValues 3.09 -> 2.86 M, writeObjects 0.87 -> 0.78 M
        // a steady pass).
        precondition(count <= (w.capacity &- w.position) / 14, "nib writer: output bound exceeded")
        // A loop from 0 (one over `dropped ..< dropped + first` kept its counter in memory and checked its range again,
        // ≈ 5 instructions a record).
        for position in 0 ..< count {
            let record = records[Int(order[position])]
            // A data record: key (≤ 5), type (1), a length (≤ 5) and the data.
            let type = record.type
            if type == ValueType.data {
                let offset = Int(record.payload >> 32), length = Int(record.payload & 0xFFFF_FFFF)
                w.reserve(11 &+ length &+ 14 &* (count &- 1 &- position))
                w.uncheckedKey(keyAndType: record.keyAndType)
                w.uncheckedVarint(length)
                w.uncheckedBytes(UnsafeRawBufferPointer(rebasing: data[offset ..< offset + length]))
            } else {
                w.uncheckedKey(keyAndType: record.keyAndType)
                w.uncheckedLittleEndian(record.payload, size: NibArchiveBuilder.payloadSize(type))
            }
        }
        cursor = w
    }

    /// Writes a key or class name that is not a known one (rare): its length (with the NUL for a class name, then the
    /// fallback count and index), its UTF-8 bytes. Out of line, so that only this call sees the cursor's address.
    @inline(never)
    private static func write(_ name: String, nulTerminated: Bool, fallback: Int32, into w: inout NibByteCursor) {
        var name = name
        name.withUTF8 { utf8 in
            if nulTerminated {
                w.varint(utf8.count + 1)
                w.varint(fallback >= 0 ? 1 : 0)
                if fallback >= 0 { w.uint32(UInt32(bitPattern: fallback)) }
            } else {
                w.varint(utf8.count)
            }
            w.bytes(UnsafeRawBufferPointer(utf8))
        }
    }

    /// The payload size of a non-data value type: one nibble per type byte of a constant (types 0-10: 1, 2, 4, 8, 0, 0,
    /// 4, 8, 0, 0, 4), no table to load.
    @inline(__always)
    private static func payloadSize(_ type: UInt8) -> Int {
        Int(truncatingIfNeeded: (0x400_8400_8421 as UInt64) >> (UInt64(type & 0x0F) * 4)) & 0x0F
    }

    /// `NIBArchive`, the file's first ten bytes.
    private static let magic: StaticString = "NIBArchive"
}

/// The UTF-8 bytes of a fixed list of names (`NibKey.names`, `NibClass.names`) back to back, built once per process:
/// the writer copies a known key's or class's bytes from here instead of reaching into (and retaining) its `String`.
///
/// The bytes live in memory allocated once and never freed (the tables are `static let`s), so a plain pointer reads
/// them without a closure (`withUnsafeBytes` around the writer's loop made its cursor a boxed, checked variable).
struct NibUTF8Table: @unchecked Sendable {
    /// The names back to back, each as a key table entry: its length (a varint), its bytes; then 16 bytes of padding,
    /// so that `entry`'s bytes can be read in 16-byte chunks. Immutable after `init`.
    private let base: UnsafeMutableRawPointer
    /// Per name: where its entry starts; one more entry for the end. Plain memory allocated once and never freed, as
    /// `base` (issue 14, eleventh round: an array's two bound checks and its buffer reloaded per key written, ≈ 8
    /// instructions; one check of the index now).
    private let starts: UnsafeMutablePointer<Int32>
    /// Per name: where its bytes start (after the length).
    private let nameStarts: UnsafeMutablePointer<Int32>
    /// How many names.
    private let nameCount: Int
    /// The UTF-8 length of the longest name (to bound a writer's output).
    let longest: Int

    init(_ names: [String]) {
        var storage: [UInt8] = []
        var starts: [Int32] = [0], nameStarts: [Int32] = []
        for name in names {
            var length = name.utf8.count
            while length >= 0x80 {
                storage.append(UInt8(truncatingIfNeeded: length & 0x7F))
                length >>= 7
            }
            storage.append(UInt8(truncatingIfNeeded: length) | 0x80)
            nameStarts.append(Int32(storage.count))
            storage.append(contentsOf: name.utf8)
            starts.append(Int32(storage.count))
        }
        storage.append(contentsOf: repeatElement(0, count: 16))
        let memory = UnsafeMutableRawPointer.allocate(byteCount: storage.count, alignment: 1)
        storage.withUnsafeBytes { if let source = $0.baseAddress { memory.copyMemory(from: source, byteCount: $0.count) } }
        base = memory
        self.starts = .allocate(capacity: starts.count)
        self.starts.initialize(from: starts, count: starts.count)
        self.nameStarts = .allocate(capacity: max(nameStarts.count, 1))
        self.nameStarts.initialize(from: nameStarts, count: nameStarts.count)
        nameCount = names.count
        longest = names.map(\.utf8.count).max() ?? 0
    }

    /// The bytes of name `index`.
    @inline(__always)
    func bytes(_ index: Int) -> UnsafeRawBufferPointer {
        precondition(UInt(bitPattern: index) < UInt(nameCount), "nib writer: name index out of range")
        let start = Int(nameStarts[index])
        return UnsafeRawBufferPointer(start: base + start, count: Int(starts[index &+ 1]) &- start)
    }

    /// Name `index` as a key table entry (its length, its bytes), readable 15 bytes past its end (`uncheckedChunks`).
    @inline(__always)
    func entry(_ index: Int) -> UnsafeRawBufferPointer {
        precondition(UInt(bitPattern: index) < UInt(nameCount), "nib writer: name index out of range")
        let start = Int(starts[index])
        return UnsafeRawBufferPointer(start: base + start, count: Int(starts[index &+ 1]) &- start)
    }
}

/// The writer's counting-sort memory (`NibArchiveBuilder.data()`), kept with its builder from nib to nib: a builder
/// and its copies belong to one thread at a time (`NibBuilderPool`).
final class NibWriteScratch: @unchecked Sendable {
    private var pointer: UnsafeMutablePointer<Int32>
    private var capacity: Int

    init() {
        capacity = 1024
        pointer = .allocate(capacity: capacity)
    }

    /// Room for `count` values (its contents undefined), valid until the next call.
    func memory(_ count: Int) -> UnsafeMutablePointer<Int32> {
        if count > capacity {
            pointer.deallocate()
            capacity = Swift.max(count, 2 * capacity)
            pointer = .allocate(capacity: capacity)
        }
        return pointer
    }

    deinit { pointer.deallocate() }
}

extension NibKey {
    /// Every key's UTF-8 bytes, for the writer.
    static let utf8 = NibUTF8Table(names)
}

extension NibClass {
    /// Every class name's UTF-8 bytes, for the writer.
    static let utf8 = NibUTF8Table(names)
}
