/// What a read did not understand: element and attribute names with counts, by where they occurred.
public struct IBCoverageReport: Sendable, Hashable, CustomStringConvertible {
    /// One unknown name in one context.
    public struct Entry: Sendable, Hashable, Codable, Comparable {
        /// The element or attribute name.
        public var name: String
        /// Where: for elements, the parent element's name; for attributes, the element's name.
        public var context: String
        /// How many times it occurred.
        public var count: Int

        /// Creates an entry.
        public init(name: String, context: String, count: Int) {
            self.name = name
            self.context = context
            self.count = count
        }

        /// Orders by context, then name.
        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.context, lhs.name) < (rhs.context, rhs.name)
        }
    }

    /// Elements not understood (kept as `IBElement`s); one document's report is grouped by name in
    /// order of first appearance, a merged report is sorted by context then name.
    public var unknownElements: [Entry]
    /// Attributes not understood (kept as `IBAttribute`s), ordered as `unknownElements`.
    public var unknownAttributes: [Entry]

    /// Creates a report.
    public init(unknownElements: [Entry] = [], unknownAttributes: [Entry] = []) {
        self.unknownElements = unknownElements
        self.unknownAttributes = unknownAttributes
    }

    /// The entries sorted by context, then name.
    public var sorted: IBCoverageReport {
        IBCoverageReport(unknownElements: unknownElements.sorted(), unknownAttributes: unknownAttributes.sorted())
    }

    /// Whether everything was understood.
    public var isComplete: Bool { unknownElements.isEmpty && unknownAttributes.isEmpty }

    /// Adds another report's counts to this one (to total a corpus).
    public mutating func merge(_ other: IBCoverageReport) {
        func add(_ a: [Entry], _ b: [Entry]) -> [Entry] {
            var d: [String: Entry] = [:]
            for e in a + b {
                let k = e.context + "\u{0}" + e.name
                if var x = d[k] { x.count += e.count; d[k] = x } else { d[k] = e }
            }
            return d.values.sorted()
        }
        unknownElements = add(unknownElements, other.unknownElements)
        unknownAttributes = add(unknownAttributes, other.unknownAttributes)
    }

    /// One line per entry: `element <name> in <context> ×count`, `attribute name on <element> ×count`.
    public var description: String {
        var lines: [String] = []
        for e in unknownElements { lines.append("element <\(e.name)> in <\(e.context)> ×\(e.count)") }
        for e in unknownAttributes { lines.append("attribute \(e.name) on <\(e.context)> ×\(e.count)") }
        return lines.isEmpty ? "everything understood" : lines.joined(separator: "\n")
    }
}
