import Foundation

/// The bytes of an archive the compiler wrote, held in the object's own memory after its header, with its tables
/// decoded once, on first use (tests and the runtime read the tables; `headless compile` and the benchmark only write
/// the bytes).
///
/// One allocation for the object and its bytes (issue 14, fifteenth round): the writer's `malloc`, the archive object
/// and the `Data` box that owned the `malloc`ed bytes were three per nib; now the object holds the bytes and a `Data`
/// of them (`bytes`) is a box whose deallocator keeps the object alive, two allocations in all (steady read + compile
/// 62.28 -> 62.09 M).
/// Not `Sendable` (a `ManagedBuffer`): `NibArchive`'s storage vouches for it, as its bytes never change once written and
/// `decoded` is read and set under `lock`.
final class NibEncodedArchive: ManagedBuffer<NibEncodedHeader, UInt8> {
    /// One lock for every compiled archive, guarding `decoded` (`NSLock` rather than `Mutex`: the package supports
    /// macOS 14). Decoding is rare (tests and the runtime read tables; `headless compile` and the benchmark only write
    /// bytes), so sharing it costs nothing, where a lock per archive was an allocation, a mutex set up and torn down per
    /// nib: ≈ 800 instructions of the ≈ 2,500 that making and freeing an archive cost (issue 14, tenth round).
    private static let lock = NSLock()

    /// An archive with room for `capacity` bytes, none in use yet (the writer fills `start`, then sets `count`).
    static func make(capacity: Int) -> NibEncodedArchive {
        let buffer = create(minimumCapacity: capacity) { _ in NibEncodedHeader(count: 0, decoded: nil) }
        return unsafeDowncast(buffer, to: NibEncodedArchive.self)
    }

    /// An archive of a copy of `data`.
    static func make(copying data: Data) -> NibEncodedArchive {
        let archive = make(capacity: data.count)
        data.withUnsafeBytes { raw in
            if let source = raw.baseAddress { archive.start.copyMemory(from: source, byteCount: raw.count) }
        }
        archive.count = data.count
        return archive
    }

    /// The first byte (valid while the archive lives).
    var start: UnsafeMutableRawPointer { UnsafeMutableRawPointer(withUnsafeMutablePointerToElements { $0 }) }

    /// How many bytes are written (through the header's pointer: `header` itself is checked for exclusive access on
    /// each use, two runtime calls a nib).
    var count: Int {
        get { withUnsafeMutablePointerToHeader { $0.pointee.count } }
        set { withUnsafeMutablePointerToHeader { $0.pointee.count = newValue } }
    }

    /// The NIBArchive bytes, as `NibArchive.data()` returns them: no copy, the `Data` keeps this archive alive (its
    /// deallocator captures only the archive, which Swift passes as the closure's context: no allocation). Out of line:
    /// inlined into `NibArchive.data()`, the archive was retained through two copies of the whole `NibArchive`.
    var bytes: Data {
        @inline(never) get {
            let owner = self
            return Data(bytesNoCopy: start, count: count, deallocator: .custom { _, _ in withExtendedLifetime(owner) {} })
        }
    }

    /// The decoded tables (decoded on the first call, then kept).
    var tables: NibArchive.Tables {
        NibEncodedArchive.lock.lock()
        defer { NibEncodedArchive.lock.unlock() }
        if let decoded = withUnsafeMutablePointerToHeader({ $0.pointee.decoded }) { return decoded }
        let tables: NibArchive.Tables
        do {
            tables = try NibArchive(data: bytes).tables
        } catch {
            // The builder writes only what the reader accepts; a failure here is a compiler bug, not bad input.
            preconditionFailure("the nib compiler wrote an archive it cannot read back: \(error)")
        }
        withUnsafeMutablePointerToHeader { $0.pointee.decoded = tables }
        return tables
    }
}

/// The header of a `NibEncodedArchive`: how many of its bytes are written, and its tables once decoded.
struct NibEncodedHeader {
    var count: Int
    var decoded: NibArchive.Tables?
}
