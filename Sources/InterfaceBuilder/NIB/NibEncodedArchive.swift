import Foundation

/// The bytes of an archive the compiler wrote, with its tables decoded once, on first use (tests and the runtime read
/// the tables; `headless compile` and the benchmark only write the bytes).
final class NibEncodedArchive: @unchecked Sendable {
    /// The NIBArchive bytes, as `NibArchive.data()` returns them.
    let bytes: Data
    /// One lock for every compiled archive, guarding `decoded` (`NSLock` rather than `Mutex`: the package supports
    /// macOS 14). Decoding is rare (tests and the runtime read tables; `headless compile` and the benchmark only write
    /// bytes), so sharing it costs nothing, where a lock per archive was an allocation, a mutex set up and torn down per
    /// nib: ≈ 800 instructions of the ≈ 2,500 that making and freeing an archive cost (issue 14, tenth round).
    private static let lock = NSLock()
    private var decoded: NibArchive.Tables?

    init(bytes: Data) {
        self.bytes = bytes
    }

    /// The decoded tables (decoded on the first call, then kept).
    var tables: NibArchive.Tables {
        NibEncodedArchive.lock.lock()
        defer { NibEncodedArchive.lock.unlock() }
        if let decoded { return decoded }
        let tables: NibArchive.Tables
        do {
            tables = try NibArchive(data: bytes).tables
        } catch {
            // The builder writes only what the reader accepts; a failure here is a compiler bug, not bad input.
            preconditionFailure("the nib compiler wrote an archive it cannot read back: \(error)")
        }
        decoded = tables
        return tables
    }
}
