import Foundation

/// The object table of a binary property list being written, flattened depth-first as CoreFoundation does (a
/// dictionary, then its keys, then its values); equal strings and scalars share one object unless `.distinct`.
///
/// Issue 14: a storyboard's Info.plist has a handful of strings and one number, so equal values are found by a linear
/// search with `==` (the same equality as a `Dictionary`'s), switching to a `Dictionary` past 16 entries; making and
/// hashing into a `Dictionary` for three strings cost ≈ 4,000 instructions a string.
struct PropertyListFlattener {
    /// The bodies of the scalar objects, back to back.
    var bodies: [UInt8] = []
    /// Every container's references, one run per container.
    var references: [Int] = []
    /// Per object: its run in `bodies` (scalars, kind 0) or in `references` (0xA0 arrays, 0xD0 dictionaries).
    var spans: [(start: Int, count: Int, kind: UInt8)] = []
    private var strings: [(text: String, index: Int)] = []
    private var manyStrings: [String: Int] = [:]
    private var scalars: [(value: PropertyListValue, index: Int)] = []
    private var manyScalars: [PropertyListValue: Int] = [:]
    /// Past this many shared values of a sort, a `Dictionary` finds them.
    private static let linearLimit = 16

    init() {
        bodies.reserveCapacity(512)
        spans.reserveCapacity(32)
        references.reserveCapacity(32)
        // A storyboard's plist shares a handful of strings: room for all of them up front (growing from empty
        // reallocated the list several times per plist).
        strings.reserveCapacity(PropertyListFlattener.linearLimit + 1)
    }

    /// Adds `value` (and what it contains) and returns its object index; `uniqued`: may share an equal object.
    mutating func add(_ value: PropertyListValue, uniqued: Bool) -> Int {
        switch value {
        case .distinct(let inner):
            return add(inner, uniqued: false)
        case .array(let items):
            // The container's run of references is reserved first and filled as its items are added (issue 14, tenth
            // round: a list per container, then appended); nested containers take their runs after it.
            let index = spans.count
            spans.append((0, 0, 0xA0))
            let start = references.count
            references.append(contentsOf: repeatElement(0, count: items.count))
            for (n, item) in items.enumerated() { references[start + n] = add(item, uniqued: true) }
            spans[index] = (start, items.count, 0xA0)
            return index
        case .dictionary(let entries):
            let index = spans.count
            spans.append((0, 0, 0xD0))
            let start = references.count, count = entries.count
            references.append(contentsOf: repeatElement(0, count: 2 * count))
            for (n, entry) in entries.enumerated() { references[start + n] = addString(entry.key, uniqued: true) }
            for (n, entry) in entries.enumerated() { references[start + count + n] = add(entry.value, uniqued: true) }
            spans[index] = (start, 2 * count, 0xD0)
            return index
        case .string(let text):
            return addString(text, uniqued: uniqued)
        default:
            if uniqued, let existing = sharedScalar(value) { return existing }
            let index = appendScalar(value)
            if uniqued { shareScalar(value, index) }
            return index
        }
    }

    private mutating func addString(_ text: String, uniqued: Bool) -> Int {
        guard uniqued else { return appendString(text) }
        if manyStrings.isEmpty {
            if let existing = strings.first(where: { $0.text == text }) { return existing.index }
        } else if let existing = manyStrings[text] {
            return existing
        }
        let index = appendString(text)
        if !manyStrings.isEmpty {
            manyStrings[text] = index
        } else {
            strings.append((text, index))
            if strings.count > PropertyListFlattener.linearLimit {
                for (t, i) in strings { manyStrings[t] = i }
                strings = []
            }
        }
        return index
    }

    private mutating func appendScalar(_ value: PropertyListValue) -> Int {
        let index = spans.count
        let start = bodies.count
        BinaryPropertyList.scalar(value, into: &bodies)
        spans.append((start, bodies.count - start, 0))
        return index
    }

    /// `appendScalar(.string(text))` without boxing the string in a `PropertyListValue` (issue 14, sixth round: an
    /// allocation and its release per string).
    private mutating func appendString(_ text: String) -> Int {
        let index = spans.count
        let start = bodies.count
        BinaryPropertyList.string(text, into: &bodies)
        spans.append((start, bodies.count - start, 0))
        return index
    }

    private func sharedScalar(_ value: PropertyListValue) -> Int? {
        if !manyScalars.isEmpty { return manyScalars[value] }
        return scalars.first { $0.value == value }?.index
    }

    private mutating func shareScalar(_ value: PropertyListValue, _ index: Int) {
        if !manyScalars.isEmpty { manyScalars[value] = index; return }
        scalars.append((value, index))
        if scalars.count > PropertyListFlattener.linearLimit {
            for (v, i) in scalars { manyScalars[v] = i }
            scalars = []
        }
    }
}
