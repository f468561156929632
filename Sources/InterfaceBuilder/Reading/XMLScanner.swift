#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A scanning failure: what is wrong and the byte offset where.
struct XMLScanError: Error {
    var reason: String
    var offset: Int
}

/// A hand-written, iterative XML scanner over UTF-8 bytes that fills a flat `XMLTree` arena.
///
/// Handles the XML declaration, processing instructions, comments, CDATA, DOCTYPE (skipped),
/// single- or double-quoted attributes, the five predefined entities and character references
/// (validated while scanning, decoded lazily), text and self-closing tags. No recursion.
enum XMLScanner {
    static func scan(_ bytes: SourceBytes) throws(XMLScanError) -> XMLTree {
        // Offsets are kept as Int32: a file of 2 GB or more is refused rather than trapping.
        guard bytes.count < Int(Int32.max) else {
            throw XMLScanError(reason: "the file is too large (2 GB or more)", offset: 0)
        }
        // The bytes' memory stays where it is while `bytes` (kept in the scanner's tree) lives.
        let base = bytes.withUnsafeBufferPointer { $0.baseAddress } ?? UnsafePointer(bitPattern: 1)!
        var scanner = ByteScanner(p: base, n: bytes.count, bytes: bytes)
        do throws(XMLScanError) {
            try scanner.run()
        } catch {
            scanner.freeBuffers()
            throw error
        }
        // the buffers become the tree's tables as they are (no copy)
        scanner.tree.nodes = FlatTable(taking: scanner.nodes)
        scanner.tree.attributes = FlatTable(taking: scanner.attrs)
        scanner.handedOver = true
        scanner.freeBuffers()
        // The scanner is done with (no `defer` reads it after): its tree can be moved out rather than copied.
        return scanner.tree
    }
}

/// The scanner of `XMLScanner.scan`: the bytes, the node and attribute buffers being filled and the name tables
/// (interning and guessing names: `ByteScanner+Names.swift`).
struct ByteScanner {
    let p: UnsafePointer<UInt8>
    let n: Int
    var tree: XMLTree
    var i = 0
    // interning: the shared seed's table first (read only), then an open-addressing table of the names this
    // document adds (ids from `seeded` on; -1 empty) and their entries
    let seed = NameSeed.shared
    let seeded: Int
    let seedSlots: UnsafePointer<Int32>
    let seedMask: Int
    let seedEntries: UnsafePointer<NameEntry>
    var slots: UnsafeMutablePointer<Int32>
    var slotMask: Int
    /// Guessed attribute names, two per slot, keyed by the element's name and the previous attribute's (see
    /// `startTag` and `AttributeGuess`).
    let guesses: UnsafeMutablePointer<AttributeGuess>
    /// Seeded element names by the first eight bytes of their start tags (see `ScannerScratch.elementNames`).
    let elementNames: UnsafeMutablePointer<Int32>
    /// `AttributeGuess.masks`, held here so the hot loop does not re-check its lazy initialisation.
    let guessMasks: UnsafePointer<(UInt64, UInt64)> = AttributeGuess.masks
    /// Entries of `guesses` (two per slot; `guessSlot` takes the hash's top ten bits). Issue 14, nineteenth round: 1,024
    /// slots where there were 512 (the corpus has more element and attribute pairs than that): calls to `attributeName`
    /// (both candidates wrong) fall by a sixth for 40 KB more of table (read + compile 56.56 -> 56.34 M a steady pass;
    /// the cache simulation's data misses up by ≈ 3 k).
    static let guessCount = 2048
    /// The names this document adds (borrowed from `scratch`, emptied, as are `slots` and `stack`).
    var names: GrowableBuffer<NameEntry>
    var nodes: GrowableBuffer<XMLNode>
    var attrs: GrowableBuffer<XMLAttributeSlot>
    /// The open elements. While an element is open, its node's `subtreeEnd` holds its last child so far (-1 none):
    /// set when the element closes, the field is free until then (no stack of last children to grow and shrink).
    var stack: GrowableBuffer<Int32>
    /// Per name id: the stamp (`stampBase` + node index) of the last node an attribute of that name was seen on
    /// (duplicate detection); borrowed from `scratch` with the guesses.
    var attributeSeen: GrowableBuffer<Int32>
    let scratch: ScannerScratch
    let stampBase: Int32
    /// `CharClass.table`, held here so the hot loops do not re-check its lazy initialisation.
    let cls: UnsafePointer<UInt8> = CharClass.table
    /// Whether `nodes` and `attrs` now belong to the tree.
    var handedOver = false
    var rootDone = false
    var rootSeen = false
    var wsStart = -1
    var wsEnd = -1

    init(p: UnsafePointer<UInt8>, n: Int, bytes: SourceBytes) {
        self.p = p
        self.n = n
        // The bytes kept once, in the tree (issue 14, seventeenth round: a second copy in the scanner was a retain and
        // a release per file).
        self.tree = XMLTree(bytes: bytes, names: NameList(seed: seed.names))
        nodes = GrowableBuffer(capacity: n / 90 + 4)
        attrs = GrowableBuffer(capacity: n / 28 + 4)
        seeded = seed.names.count
        seedSlots = seed.slots
        seedMask = seed.slotCount - 1
        seedEntries = seed.entries
        // the guesses and duplicate marks of an earlier scan: no allocation, no clearing (see `ScannerScratch`); its
        // name table, name entries and stack, emptied
        scratch = ScannerScratch.take(guessCount: ByteScanner.guessCount, seeded: seeded)
        scratch.prepare(nodes: n, seeded: seeded)
        slots = scratch.slots
        slotMask = scratch.slotMask
        slots.update(repeating: -1, count: slotMask + 1)
        names = scratch.names
        names.count = 0
        stack = scratch.stack
        stack.count = 0
        guesses = scratch.guesses
        elementNames = scratch.elementNames
        attributeSeen = scratch.seen
        stampBase = scratch.base
    }

    func freeBuffers() {
        if !handedOver { nodes.free(); attrs.free() }
        // the borrowed tables go back as they are now (they may have grown)
        scratch.seen = attributeSeen
        scratch.slots = slots
        scratch.slotMask = slotMask
        scratch.names = names
        scratch.stack = stack
        ScannerScratch.give(scratch, used: nodes.count)
    }

    func fail(_ reason: String, at offset: Int) -> XMLScanError { XMLScanError(reason: reason, offset: offset) }

    /// Finds `pattern` from `from`; returns its offset or nil.
    func find(_ a: UInt8, _ b: UInt8, _ c: UInt8?, from: Int) -> Int? {
        var k = from
        while k < n {
            guard let f = memchr(p + k, Int32(a), n - k) else { return nil }
            let j = p.distance(to: f.assumingMemoryBound(to: UInt8.self))
            if j + 1 < n && p[j + 1] == b {
                if let c {
                    if j + 2 < n && p[j + 2] == c { return j }
                } else {
                    return j
                }
            }
            k = j + 1
        }
        return nil
    }

    func validateReference(at amp: Int, limit: Int) throws(XMLScanError) -> Int {
        var j = amp + 1
        let stop = min(limit, amp + 12)
        while j < stop && p[j] != UInt8(ascii: ";") && p[j] != UInt8(ascii: "<") && !isSpace(p[j]) { j += 1 }
        guard j < limit && p[j] == UInt8(ascii: ";") else {
            throw fail("'&' does not start a reference (write &amp; for a literal ampersand)", at: amp)
        }
        if XMLScanner.referenceScalar(tree.bytes, amp + 1, j) == nil {
            let body = String(decoding: tree.bytes[amp..<(j + 1)], as: UTF8.self)
            if p[amp + 1] == UInt8(ascii: "#") {
                throw fail("invalid character reference \(body)", at: amp)
            }
            throw fail("unknown entity reference \(body) (only &amp; &lt; &gt; &quot; &apos; are defined)", at: amp)
        }
        return j + 1
    }

    mutating func run() throws(XMLScanError) {
        if n >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF { i = 3 }
        while i < n {
            if p[i] == UInt8(ascii: "<") {
                guard i + 1 < n else { throw fail("unexpected end of file after '<'", at: i) }
                let d = p[i + 1]
                if d == UInt8(ascii: "/") {
                    try endTag()
                } else if d == UInt8(ascii: "!") {
                    try bang()
                } else if d == UInt8(ascii: "?") {
                    guard let e = find(UInt8(ascii: "?"), UInt8(ascii: ">"), nil, from: i + 2) else {
                        throw fail("unexpected end of file inside a processing instruction ('<?' without '?>')", at: i)
                    }
                    i = e + 2
                } else {
                    try startTag()
                }
            } else {
                try text()
            }
        }
        if let open = stack.last {
            let name = tree.names[Int(nodes[Int(open)].name)]
            let at = XMLScanner.position(of: Int(nodes[Int(open)].offset), in: tree.bytes)
            throw fail("unexpected end of file: <\(name)> opened at line \(at.line), column \(at.column) is not closed", at: n)
        }
        if !rootSeen { throw fail("no root element", at: n) }
    }

    /// Character data at `i`: the indentation between tags here (inlined in `run`, no call per tag), the rest in
    /// `textAfterSpace`.
    @inline(__always)
    mutating func text() throws(XMLScanError) {
        let start = self.i
        let i = skipIndentation(from: start)
        if i < n && p[i] == UInt8(ascii: "<") {
            if let top = stack.last, nodes[Int(top)].textStart == -1 {
                wsStart = start
                wsEnd = i
            }
            self.i = i
            return
        }
        try textAfterSpace()
    }

    /// Past the indentation between tags: a line break, then spaces a chunk at a time (`endOfSpaces`).
    @inline(__always)
    func skipIndentation(from start: Int) -> Int {
        var i = start
        if i < n && p[i] == 0x0A { i += 1 }
        return endOfSpaces(p, from: i, limit: n)
    }

    /// Character data that is not just a line break and spaces before a tag (see `text`).
    @inline(never)
    mutating func textAfterSpace() throws(XMLScanError) {
        let start = self.i
        var i = skipIndentation(from: start)
        defer { self.i = i }
        while i < n && cls[Int(p[i])] & CharClass.space != 0 { i += 1 }
        if i < n && p[i] == UInt8(ascii: "<") {
            if let top = stack.last, nodes[Int(top)].textStart == -1 {
                wsStart = start
                wsEnd = i
            }
            return
        }
        i = start
        var refs = false
        var nonSpace = false
        while i < n {
            let c = p[i]
            if c == UInt8(ascii: "<") { break }
            if c == UInt8(ascii: "&") {
                i = try validateReference(at: i, limit: n)
                refs = true
                nonSpace = true
                continue
            }
            if !nonSpace && !isSpace(c) { nonSpace = true }
            i += 1
        }
        guard let top = stack.last else {
            if nonSpace {
                var k = start
                while isSpace(p[k]) { k += 1 }
                throw fail(rootDone ? "text after the root element" : "text before the root element", at: k)
            }
            return
        }
        if !nonSpace && nodes[Int(top)].textStart == -1 {
            wsStart = start
            wsEnd = i
            return
        }
        addText(top, start, i, refs)
    }

    mutating func addText(_ node: Int32, _ start: Int, _ end: Int, _ refs: Bool) {
        let k = Int(node)
        if nodes[k].textStart == -1 {
            nodes[k].textStart = Int32(start)
            nodes[k].textEnd = Int32(end)
            nodes[k].textHasReferences = refs
        } else {
            let n0 = nodes[k]
            let old = n0.textStart == -2 ? (tree.decodedTexts[node] ?? "")
                : tree.string(n0.textStart, n0.textEnd, references: n0.textHasReferences)
            let new = tree.string(Int32(start), Int32(end), references: refs)
            tree.decodedTexts[node] = old + new
            nodes[k].textStart = -2
        }
    }

    mutating func bang() throws(XMLScanError) {
        // <!-- comment -->
        if i + 3 < n && p[i + 2] == UInt8(ascii: "-") && p[i + 3] == UInt8(ascii: "-") {
            guard let e = find(UInt8(ascii: "-"), UInt8(ascii: "-"), UInt8(ascii: ">"), from: i + 4) else {
                throw fail("unexpected end of file inside a comment ('<!--' without '-->')", at: i)
            }
            i = e + 3
            return
        }
        // <![CDATA[ … ]]>
        if i + 8 < n && memcmp(p + i + 2, "[CDATA[", 7) == 0 {
            guard let top = stack.last else { throw fail("CDATA section outside the root element", at: i) }
            let start = i + 9
            guard let e = find(UInt8(ascii: "]"), UInt8(ascii: "]"), UInt8(ascii: ">"), from: start) else {
                throw fail("unexpected end of file inside a CDATA section ('<![CDATA[' without ']]>')", at: i)
            }
            addText(top, start, e, false)
            i = e + 3
            return
        }
        // <!DOCTYPE …> skipped, with an internal subset and quoted strings
        if i + 8 < n && memcmp(p + i + 2, "DOCTYPE", 7) == 0 {
            if rootSeen { throw fail("DOCTYPE after the root element started", at: i) }
            let start = i
            i += 9
            var depth = 0
            var quote: UInt8 = 0
            while i < n {
                let c = p[i]
                if quote != 0 {
                    if c == quote { quote = 0 }
                } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                    quote = c
                } else if c == UInt8(ascii: "[") {
                    depth += 1
                } else if c == UInt8(ascii: "]") {
                    depth -= 1
                } else if c == UInt8(ascii: ">") && depth <= 0 {
                    i += 1
                    return
                }
                i += 1
            }
            throw fail("unexpected end of file inside the DOCTYPE declaration", at: start)
        }
        throw fail("'<!' must start a comment, a CDATA section or a DOCTYPE", at: i)
    }

    mutating func startTag() throws(XMLScanError) {
        var i = self.i  // a local index keeps the loops in registers
        defer { self.i = i }
        // Issue 14, fifteenth round: only what the commonest attribute needs is held in locals; the rest (the seed's
        // entries, the name tables) is read by `attributeName` when a guess misses (fewer spills in the loop).
        let p = self.p, n = self.n, cls = self.cls, guesses = self.guesses, guessMasks = self.guessMasks
        let tagStart = i
        i += 1
        guard isNameStart(p[i]) else {
            throw fail("'<' is not followed by an element name (write &lt; for a literal '<')", at: tagStart)
        }
        let nameStart = i
        let parent = stack.last ?? -1
        var cachedLength = 0
        var name = cachedElementName(at: nameStart, length: &cachedLength)
        if name >= 0 {
            i &+= cachedLength
        } else {
            i += 1
            while i < n && cls[Int(p[i])] & CharClass.nameChar != 0 { i &+= 1 }
            guard i < n else { throw fail("unexpected end of file inside the start tag", at: tagStart) }
            name = intern(nameStart, i)
            // a seeded name is cached for the next tags that start with the same eight bytes
            if Int(name) < seeded && nameStart &+ 16 <= n {
                let w = UInt64(littleEndian: UnsafeRawPointer(p + nameStart).loadUnaligned(as: UInt64.self))
                elementNames[ByteScanner.elementSlot(w)] = name
            }
        }
        if stack.isEmpty {
            if rootDone { throw fail("a second root element <\(tree.names[Int(name)])> after the root element", at: tagStart) }
            rootSeen = true
        }
        let index = Int32(truncatingIfNeeded: nodes.count)
        let attributeStart = Int32(truncatingIfNeeded: attrs.count)
        nodes.append(XMLNode(name: name, parent: parent, attributeStart: attributeStart,
                             offset: Int32(truncatingIfNeeded: tagStart)))
        if parent >= 0 {
            let last = nodes[Int(parent)].subtreeEnd  // the open parent's last child so far
            if last < 0 {
                nodes[Int(parent)].firstChild = index
            } else {
                nodes[Int(last)].nextSibling = index
            }
            nodes[Int(parent)].subtreeEnd = index
        }
        // the duplicate mark of this element, and the halves of the guess slots' hash (`guessSlot`) fixed by the tag
        let stamp = stampBase &+ index
        let nameKey = ByteScanner.nameKey(name)
        var previousKey = ByteScanner.previousKey(-1)  // the first attribute's guess: the element's name alone
        // The stops of a `"`-quoted value, made once a tag (issue 14, nineteenth round: made per attribute, the quote's
        // broadcast into a vector was five instructions of each attribute's ≈ 85)
        let doubleQuoteStops = ValueStops(quote: UInt8(ascii: "\""))
        while true {
            var hadSpace = false
            // one space before a non-space byte (any byte above 0x20) is the usual separator: no class lookups
            if i &+ 1 < n && p[i] == 0x20 && p[i &+ 1] > 0x20 {
                i &+= 1
                hadSpace = true
            } else {
                while i < n && cls[Int(p[i])] & CharClass.space != 0 {
                    i &+= 1
                    hadSpace = true
                }
            }
            guard i < n else {
                throw fail("unexpected end of file inside the start tag <\(tree.names[Int(name)])> (unclosed tag)", at: tagStart)
            }
            let c = p[i]
            // an attribute first (`>` and `/` cannot start a name): one test where the tag's end took two
            guard hadSpace, cls[Int(c)] & CharClass.nameStart != 0 else {
                if c == UInt8(ascii: ">") {
                    i &+= 1
                    nodes[Int(index)].attributeCount = Int32(truncatingIfNeeded: attrs.count) &- attributeStart
                    stack.append(index)
                    wsStart = -1
                    return
                }
                if c == UInt8(ascii: "/") {
                    guard i + 1 < n, p[i + 1] == UInt8(ascii: ">") else {
                        throw fail("bad attribute: expected '/>' or an attribute name in <\(tree.names[Int(name)])>", at: i)
                    }
                    i &+= 2
                    nodes[Int(index)].attributeCount = Int32(truncatingIfNeeded: attrs.count) &- attributeStart
                    nodes[Int(index)].subtreeEnd = index + 1
                    if stack.isEmpty { rootDone = true }
                    return
                }
                if c == UInt8(ascii: "<") {
                    throw fail("unclosed tag <\(tree.names[Int(name)])>: '<' found before '>'", at: i)
                }
                throw fail("bad attribute: unexpected character '\(Unicode.Scalar(c))' in the start tag <\(tree.names[Int(name)])>", at: i)
            }
            let attrStart = i
            // Attributes come in the same order element after element: guess this name from the element's name and
            // the attribute before it (none for the first), two candidates per pair (the last two names seen there).
            // The commonest cases, a candidate holding `name="`, are checked here with two word compares each (four
            // past sixteen bytes); a candidate holding only an id, and scanning and interning when both are wrong, in
            // `attributeName`. (Issue 14, nineteenth round: the second candidate was checked there too, a call and
            // the first candidate checked again for ≈ 10 % of the attributes.)
            let guessSlot = ByteScanner.guessSlot(previousKey, nameKey)
            let g = guesses[guessSlot]
            var attrName: Int32
            var quote = UInt8(ascii: "\"")
            if ByteScanner.holdsSpelt(g, at: i, p: p, n: n, masks: guessMasks) {
                attrName = g.id
                i &+= Int(g.length)
            } else if case let h = guesses[guessSlot &+ 1], ByteScanner.holdsSpelt(h, at: i, p: p, n: n, masks: guessMasks) {
                attrName = h.id
                i &+= Int(h.length)
            } else {
                let found = try attributeName(at: i, slot: guessSlot)
                attrName = found.name
                quote = found.quote
                i = found.valueStart
            }
            previousKey = ByteScanner.previousKey(attrName)
            let valueStart = i
            var refs = false
            let stops = quote == UInt8(ascii: "\"") ? doubleQuoteStops : ValueStops(quote: quote)
            while true {
                // Plain bytes, a chunk at a time (`ValueStops`): searched for the quote, `&` and `<` at once (the other
                // quote character is plain here), and the first of them found is where the scan stops; the stop's
                // byte goes straight to its check (no second look at it, no bounds check: it is inside the chunk).
                let v: UInt8
                if i &+ ValueStops.chunk <= n {
                    let k = stops.first(p + i)
                    if k == ValueStops.chunk {
                        i &+= ValueStops.chunk
                        continue
                    }
                    i &+= k
                    v = p[i]
                } else {
                    // the last bytes of the buffer, one at a time
                    guard i < n else {
                        throw fail("unexpected end of file in the value of attribute '\(tree.names[Int(attrName)])'", at: valueStart - 1)
                    }
                    v = p[i]
                    if v != quote && v != UInt8(ascii: "&") && v != UInt8(ascii: "<") {
                        i &+= 1
                        continue
                    }
                }
                if v == quote { break }
                if v == UInt8(ascii: "&") {
                    i = try validateReference(at: i, limit: n)
                    refs = true
                    continue
                }
                throw fail("bad attribute: '<' in the value of '\(tree.names[Int(attrName)])' (write &lt;)", at: i)
            }
            if attributeSeen[Int(attrName)] == stamp {
                throw fail("bad attribute: '\(tree.names[Int(attrName)])' appears twice in <\(tree.names[Int(name)])>", at: attrStart)
            }
            attributeSeen[Int(attrName)] = stamp
            attrs.append(XMLAttributeSlot(name: attrName, valueStart: Int32(truncatingIfNeeded: valueStart),
                                          valueEnd: Int32(truncatingIfNeeded: i), hasReferences: refs))
            i &+= 1
        }
    }

    mutating func endTag() throws(XMLScanError) {
        let tagStart = i
        i += 2
        let nameStart = i
        // The name is almost always the open element's: checked against its entry a word at a time (no scan, no
        // `memcmp`); anything else is scanned and compared below.
        var matched = false
        if let top = stack.last {
            let name = nodes[Int(top)].name
            let e = Int(name) < seeded ? seedEntries[Int(name)] : names[Int(name) &- seeded]
            if ByteScanner.matches(e, at: nameStart, p: p, n: n, cls: cls, seedStore: seed.store) {
                i = nameStart &+ Int(e.length)
                matched = true
            }
        }
        if !matched {
            while i < n && cls[Int(p[i])] & CharClass.nameChar != 0 { i += 1 }
        }
        let nameEnd = i
        while i < n && isSpace(p[i]) { i += 1 }
        // the name as written, made only for an error message
        var written: String { String(decoding: UnsafeBufferPointer(start: p + nameStart, count: nameEnd - nameStart), as: UTF8.self) }
        guard i < n else { throw fail("unexpected end of file inside the end tag </\(written)", at: tagStart) }
        guard p[i] == UInt8(ascii: ">"), nameEnd > nameStart else {
            throw fail("malformed end tag </\(written) (expected '>')", at: tagStart)
        }
        guard let top = stack.last else {
            throw fail("end tag </\(written)> has no matching start tag", at: tagStart)
        }
        let node = nodes[Int(top)]
        let len = Int(node.name) < seeded ? Int(seedEntries[Int(node.name)].length) : Int(names[Int(node.name) - seeded].length)
        let same = matched || len == nameEnd - nameStart && memcmp(p + Int(node.offset) + 1, p + nameStart, len) == 0
        guard same else {
            let at = XMLScanner.position(of: Int(node.offset), in: tree.bytes)
            throw fail("mismatched end tag: </\(written)> closes <\(tree.names[Int(node.name)])> opened at line \(at.line), column \(at.column)", at: tagStart)
        }
        i += 1
        if node.firstChild < 0 && node.textStart == -1 && wsEnd == tagStart && wsStart >= 0 {
            nodes[Int(top)].textStart = Int32(wsStart)
            nodes[Int(top)].textEnd = Int32(wsEnd)
        }
        wsStart = -1
        nodes[Int(top)].subtreeEnd = Int32(nodes.count)
        stack.removeLast()
        if stack.isEmpty { rootDone = true }
    }
}
