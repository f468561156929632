/// A guessed attribute name in a scan's guess table (`ScannerScratch.guesses`).
///
/// For a seeded name whose `name="` fits in thirty-two bytes, the entry holds those bytes (`w0` … `w3`, masked to
/// `length`): a guess is checked with two loads, two masks and two compares (four of each past sixteen bytes), without
/// looking the name's entry up, and the `="` after the name is checked with it. Other names (longer, added by a
/// document, spelt `='…'`) keep only their id (`length == 0`) and are checked against their name entry. Entries never
/// point into a document, so a stale one left by an earlier scan is safe: a seeded id means the same name in every scan,
/// and an id alone is checked as before.
///
/// Issue 14, nineteenth round: thirty-two bytes where sixteen were. `userInteractionEnabled="`,
/// `horizontalHuggingPriority="` and the other long names (≈ 13 % of the corpus's attributes) were checked against their
/// name entry, with a `memcmp` for the bytes past sixteen, out of line in `attributeName`.
struct AttributeGuess {
    /// The first eight bytes of `name="` (zeroed past `length`).
    var w0: UInt64
    /// The next eight bytes (zeroed past `length`).
    var w1: UInt64
    /// Bytes 16 ..< 24 (zeroed past `length`; zero when `length` ≤ 16).
    var w2: UInt64
    /// Bytes 24 ..< 32 (likewise).
    var w3: UInt64
    /// The name's id, -1 for none.
    var id: Int32
    /// The length of `name="` when the bytes above are set (3 ... 32), else 0.
    var length: Int32

    /// The longest `name="` an entry holds.
    static let longest = 32

    /// No guess.
    static let none = AttributeGuess(w0: 0, w1: 0, w2: 0, w3: 0, id: -1, length: 0)

    /// Per length `0 ... 32`, the masks that keep the first `length` bytes of two little-endian words (both whole from
    /// sixteen on: the bytes past sixteen are masked with `masks[length - 16]`).
    nonisolated(unsafe) static let masks: UnsafePointer<(UInt64, UInt64)> = {  // immutable after initialisation
        let t = UnsafeMutablePointer<(UInt64, UInt64)>.allocate(capacity: 33)
        for len in 0...32 {
            let m0: UInt64 = len >= 8 ? ~0 : (1 << UInt64(len * 8)) &- 1
            let m1: UInt64 = len >= 16 ? ~0 : len <= 8 ? 0 : (1 << UInt64((len - 8) * 8)) &- 1
            (t + len).initialize(to: (m0, m1))
        }
        return UnsafePointer(t)
    }()
}
