/// The small YAML subset `.headless-lint.yml` (and IBLinter's `.iblinter.yml`) needs: mappings, sequences
/// (block `- x` and flow `[x, y]`), plain and quoted scalars, comments. No anchors, tags or multi-line strings.
public indirect enum YAMLValue: Sendable, Hashable {
    /// A scalar, unquoted.
    case scalar(String)
    /// A sequence.
    case list([YAMLValue])
    /// A mapping, in file order.
    case map([(String, YAMLValue)])

    /// The value under a key of a mapping.
    public subscript(key: String) -> YAMLValue? {
        if case .map(let pairs) = self { return pairs.first { $0.0 == key }?.1 }
        return nil
    }

    /// A scalar's text.
    public var string: String? {
        if case .scalar(let s) = self { return s }
        return nil
    }

    /// A scalar read as YAML's booleans (`true`/`false`, `yes`/`no`).
    public var bool: Bool? {
        switch string?.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: return nil
        }
    }

    /// A sequence's items (a lone scalar counts as a one-item list; `~`/empty as none).
    public var list: [YAMLValue] {
        switch self {
        case .list(let items): return items
        case .scalar(let s): return s.isEmpty || s == "~" || s == "null" ? [] : [self]
        case .map: return [self]
        }
    }

    /// A sequence of scalars.
    public var strings: [String] { list.compactMap(\.string) }

    /// Equality; mappings compare in order.
    public static func == (lhs: YAMLValue, rhs: YAMLValue) -> Bool {
        switch (lhs, rhs) {
        case (.scalar(let a), .scalar(let b)): return a == b
        case (.list(let a), .list(let b)): return a == b
        case (.map(let a), .map(let b)): return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    /// Hashing consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .scalar(let s): hasher.combine(s)
        case .list(let items): hasher.combine(items)
        case .map(let pairs): for (k, v) in pairs { hasher.combine(k); hasher.combine(v) }
        }
    }
}
