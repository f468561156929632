/// Matching of `excluded`/`included` entries: a folder or file path (it and everything below it), where `*`
/// matches within one path component and `**` any number of components.
enum PathPattern {
    static func matches(_ pattern: String, _ path: String) -> Bool {
        var p = pattern
        while p.hasPrefix("./") { p.removeFirst(2) }
        while p.hasSuffix("/") { p.removeLast() }
        let pp = p.split(separator: "/").map(String.init)
        let cs = path.split(separator: "/").map(String.init)
        return match(pp[...], cs[...])
    }

    /// Prefix match by components: the pattern may match a leading part of the path (a folder).
    static func match(_ p: ArraySlice<String>, _ c: ArraySlice<String>) -> Bool {
        guard let first = p.first else { return true }
        if first == "**" {
            var rest = c
            while true {
                if match(p.dropFirst(), rest) { return true }
                guard !rest.isEmpty else { return false }
                rest = rest.dropFirst()
            }
        }
        guard let component = c.first, glob(Array(first), Array(component)) else { return false }
        return match(p.dropFirst(), c.dropFirst())
    }

    /// `*` and `?` within one component.
    static func glob(_ p: [Character], _ s: [Character]) -> Bool {
        var pi = 0, si = 0, star = -1, mark = 0
        while si < s.count {
            if pi < p.count && (p[pi] == "?" || p[pi] == s[si]) {
                pi += 1; si += 1
            } else if pi < p.count && p[pi] == "*" {
                star = pi; mark = si; pi += 1
            } else if star >= 0 {
                pi = star + 1; mark += 1; si = mark
            } else {
                return false
            }
        }
        while pi < p.count && p[pi] == "*" { pi += 1 }
        return pi == p.count
    }
}
