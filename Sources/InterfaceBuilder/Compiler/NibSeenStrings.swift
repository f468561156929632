import Foundation

/// The strings seen so far (a storyboard's scene identifiers), each with a number: a list scanned with `==`, a
/// `Dictionary` past 16 strings. Issue 14, eleventh round: a `Set<String>` (scene identifiers) and a `[String: Int]`
/// (duplicate-identifier notes) for the few identifiers of a storyboard were allocated for the first and hashed each
/// with SipHash, ≈ 1,400 instructions an identifier. The same equality as theirs (`==`).
struct NibSeenStrings {
    private var list: [(text: String, value: Int)] = []
    private var map: [String: Int] = [:]

    /// The number `text` was first seen with; nil if it was not seen before, and it is kept with `value` (as
    /// `map[text]`, then `map[text] = value` when nil).
    mutating func firstValue(_ text: String, else value: Int) -> Int? {
        guard map.isEmpty else {
            if let first = map[text] { return first }
            map[text] = value
            return nil
        }
        for entry in list where entry.text == text { return entry.value }
        // Room for a storyboard's few identifiers at the first (grown from empty, it reallocated at 1, 2, 4, 8).
        if list.capacity == 0 { list.reserveCapacity(8) }
        list.append((text, value))
        if list.count > 16 {
            for entry in list { map[entry.text] = entry.value }
            list = []
        }
        return nil
    }

    /// Adds `text`; whether it was not seen before (as `Set.insert(_:).inserted`).
    mutating func insert(_ text: String) -> Bool {
        firstValue(text, else: 0) == nil
    }
}
