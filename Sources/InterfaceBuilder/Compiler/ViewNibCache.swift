import Foundation

/// View nibs by controller index, compiled once (a container's scene nib needs its children's upstream tables).
///
/// A list of (controller, result) pairs, room for every scene reserved once (issue 14, eleventh round: a
/// `[Int: ViewNibResult?]` hashed every lookup and grew from empty, ≈ 7,000 instructions a storyboard; a slot per
/// object cost as much to fill and free). A storyboard has tens of scenes at most, so a scan finds an entry.
struct ViewNibCache {
    private var entries: [(controller: Int, result: ViewNibResult?)] = []

    init(sceneCount: Int) {
        entries.reserveCapacity(sceneCount)
    }

    /// The cached view nib of controller `index`: nil when not compiled yet, `.some(nil)` when it has none.
    subscript(index: Int) -> ViewNibResult?? {
        for entry in entries where entry.controller == index { return .some(entry.result) }
        return nil
    }

    /// Keeps the view nib (or its absence) of controller `index`.
    mutating func store(_ result: ViewNibResult?, at index: Int) {
        entries.append((index, result))
    }
}
