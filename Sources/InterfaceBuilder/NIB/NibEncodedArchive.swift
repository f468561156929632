import Foundation

/// The bytes of an archive the compiler wrote, with its tables decoded once, on first use (tests and the runtime read
/// the tables; `headless compile` and the benchmark only write the bytes).
final class NibEncodedArchive: @unchecked Sendable {
    /// The NIBArchive bytes, as `NibArchive.data()` returns them.
    let bytes: Data
    // `NSLock` rather than `Mutex`: the package supports macOS 14. It guards `decoded` only.
    private let lock = NSLock()
    private var decoded: NibArchive.Tables?

    init(bytes: Data) {
        self.bytes = bytes
    }

    /// The decoded tables (decoded on the first call, then kept).
    var tables: NibArchive.Tables {
        lock.lock()
        defer { lock.unlock() }
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
