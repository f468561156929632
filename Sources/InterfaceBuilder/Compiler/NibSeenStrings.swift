import Foundation

/// The strings seen so far (a storyboard's scene identifiers): a list scanned with `==`, a `Set` past 16 strings.
/// Issue 14, eleventh round: a `Set<String>` for the few identifiers of a storyboard was allocated for the first and
/// hashed each with SipHash, ≈ 1,400 instructions an identifier. The same equality as the `Set`'s (`==`).
struct NibSeenStrings {
    private var list: [String] = []
    private var set = Set<String>()

    /// Adds `text`; whether it was not seen before (as `Set.insert(_:).inserted`).
    mutating func insert(_ text: String) -> Bool {
        guard set.isEmpty else { return set.insert(text).inserted }
        if list.contains(text) { return false }
        list.append(text)
        if list.count > 16 {
            set = Set(list)
            list = []
        }
        return true
    }
}
