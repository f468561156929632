extension SwiftSourceIndex {
    /// Words that may follow `class` as a modifier (`class func`, `class override var`), not a class's name.
    static let declarationKeywords: Set<String> = [
        "func", "var", "let", "subscript", "init", "deinit", "override", "final", "public", "private", "fileprivate",
        "internal", "open", "static", "required", "convenience", "dynamic", "lazy", "weak", "unowned", "nonisolated",
        "mutating", "nonmutating", "indirect", "package",
    ]

    /// Adds the types, properties and methods one Swift file declares.
    mutating func addSwift(_ source: String, path: String) {
        let tokens = SwiftTokenizer.tokens(source)
        // One entry per open `{`: the qualified type name when it opens a type's body, else nil.
        var scopes: [String?] = []
        var pendingType: String?          // a type declaration whose body's `{` is next
        var pendingObjCName: String?      // `@objc(name:)` before the next declaration
        var i = 0
        let n = tokens.count
        func word(_ k: Int) -> String? { k < n && tokens[k].isWord ? tokens[k].text : nil }
        func punct(_ k: Int, _ text: String) -> Bool { k < n && !tokens[k].isWord && tokens[k].text == text }
        /// Whether the innermost scope is the file or a type's body (where types and members are declared).
        var inTypeOrFile: Bool { scopes.last.map { $0 != nil } ?? true }

        while i < n {
            let token = tokens[i]
            if !token.isWord {
                switch token.text {
                case "{":
                    scopes.append(pendingType)
                    pendingType = nil
                    pendingObjCName = nil
                case "}":
                    if !scopes.isEmpty { scopes.removeLast() }
                    pendingObjCName = nil
                case "@" where word(i + 1) == "objc" && punct(i + 2, "("):
                    var k = i + 3
                    var name = ""
                    while k < n, !punct(k, ")") { name += tokens[k].text; k += 1 }
                    pendingObjCName = name
                    i = k
                default:
                    break
                }
                i += 1
                continue
            }
            guard inTypeOrFile else { i += 1; continue }
            let enclosing = scopes.last.flatMap { $0 }
            switch token.text {
            case "class", "struct", "enum", "actor", "protocol", "extension":
                guard let first = word(i + 1), !SwiftSourceIndex.declarationKeywords.contains(first) else { break }
                // The name, dotted for extensions of nested types (`extension Outer.Inner`).
                var k = i + 1
                var name = first
                k += 1
                while punct(k, "."), let next = word(k + 1) { name += "." + next; k += 2 }
                let isExtension = token.text == "extension"
                var qualified = name
                if !isExtension, let enclosing { qualified = enclosing + "." + name }
                if isExtension, let enclosing, types[name] == nil, types[enclosing + "." + name] != nil {
                    qualified = enclosing + "." + name
                }
                k = skipGenerics(tokens, from: k)
                var inherited: [String] = []
                if punct(k, ":") {
                    k += 1
                    while k < n, !punct(k, "{"), word(k) != "where" {
                        if tokens[k].isWord {
                            var last = tokens[k].text
                            k += 1
                            while punct(k, "."), let next = word(k + 1) { last = next; k += 2 }
                            inherited.append(last)
                            k = skipGenerics(tokens, from: k)
                        } else {
                            k += 1
                        }
                    }
                }
                var entry = types[qualified] ?? SwiftSourceType(name: qualified)
                if !isExtension {
                    entry.kind = token.text
                    entry.objcName = token.text == "class" ? pendingObjCName : nil
                    entry.declaredIn = path
                    if let objc = entry.objcName { objcNames[objc] = qualified }
                }
                // A class's superclass comes first in its declaration; an extension only adds conformances.
                entry.inherited = isExtension ? entry.inherited + inherited.filter { !entry.inherited.contains($0) }
                    : inherited + entry.inherited.filter { !inherited.contains($0) }
                types[qualified] = entry
                simpleNames[entry.simpleName, default: []].insert(qualified)
                pendingType = qualified
                pendingObjCName = nil
                i = k
                continue
            case "var", "let":
                if let enclosing, let name = word(i + 1) {
                    types[enclosing]?.properties.insert(name)
                }
                pendingObjCName = nil
            case "func":
                if let enclosing, let name = word(i + 1) {
                    let k = skipGenerics(tokens, from: i + 2)
                    if punct(k, "(") {
                        let labels = parameterLabels(tokens, from: k)
                        types[enclosing]?.selectors.insert(pendingObjCName ?? ObjCSelector.method(name, labels: labels))
                    }
                }
                pendingObjCName = nil
            default:
                break
            }
            i += 1
        }
    }

    /// The index after a generic clause `<…>` at `k` (or `k` when there is none).
    func skipGenerics(_ tokens: [SwiftTokenizer.Token], from k: Int) -> Int {
        guard k < tokens.count, !tokens[k].isWord, tokens[k].text == "<" else { return k }
        var depth = 0
        var i = k
        while i < tokens.count {
            if !tokens[i].isWord {
                if tokens[i].text == "<" { depth += 1 }
                if tokens[i].text == ">" { depth -= 1; if depth == 0 { return i + 1 } }
                if tokens[i].text == "{" { return i }
            }
            i += 1
        }
        return i
    }

    /// The argument labels of a parameter list starting at `(` (nil for `_`): `(_ sender: Any, for event: E)` → `[nil, "for"]`.
    func parameterLabels(_ tokens: [SwiftTokenizer.Token], from open: Int) -> [String?] {
        var labels: [String?] = []
        var depth = 0
        var names: [String] = []       // the words before the parameter's `:`
        var afterColon = false
        var i = open
        while i < tokens.count {
            let token = tokens[i]
            if !token.isWord {
                switch token.text {
                case "(", "[", "{":
                    depth += 1
                case ")", "]", "}":
                    depth -= 1
                    if depth == 0 {
                        if !names.isEmpty { labels.append(names.count > 1 ? names[0] : names.first) }
                        return labels.map { $0 == "_" ? nil : $0 }
                    }
                case ":" where depth == 1 && !afterColon:
                    afterColon = true
                    labels.append(names.count > 1 ? names[0] : names.first)
                    names = []
                case "," where depth == 1:
                    afterColon = false
                    names = []
                case "@":
                    i += 1              // an attribute's name is not a parameter name
                default:
                    break
                }
            } else if depth == 1 && !afterColon {
                names.append(token.text)
            }
            i += 1
        }
        return labels.map { $0 == "_" ? nil : $0 }
    }

    /// Adds the classes an Objective-C header or implementation declares (`@interface Name : Super`); their members
    /// are not read, so member rules skip them.
    mutating func addObjectiveC(_ source: String, path: String) {
        let tokens = SwiftTokenizer.tokens(source)
        var i = 0
        while i + 1 < tokens.count {
            defer { i += 1 }
            guard !tokens[i].isWord, tokens[i].text == "@", tokens[i + 1].isWord, tokens[i + 1].text == "interface",
                  i + 2 < tokens.count, tokens[i + 2].isWord else { continue }
            let name = tokens[i + 2].text
            var entry = types[name] ?? SwiftSourceType(name: name)
            entry.kind = "class"
            entry.membersUnknown = true
            entry.declaredIn = path
            if i + 4 < tokens.count, !tokens[i + 3].isWord, tokens[i + 3].text == ":", tokens[i + 4].isWord {
                entry.inherited = [tokens[i + 4].text]
            }
            types[name] = entry
            simpleNames[name, default: []].insert(name)
        }
    }
}
