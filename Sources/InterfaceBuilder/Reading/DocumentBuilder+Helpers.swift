import Foundation

// DocumentBuilder's helpers: positions, errors, attribute values and lookups, ids, the coverage report.

extension DocumentBuilder {
    // MARK: helpers

    func position(_ node: Int32) -> IBSourcePosition { storage.position(ofOffset: Int(tree.nodes[Int(node)].offset)) }
    func position(ofValue a: XMLAttributeSlot) -> IBSourcePosition { storage.position(ofOffset: Int(a.valueStart)) }
    func error(_ kind: IBReadError.Kind, _ pos: IBSourcePosition?) -> IBReadError { IBReadError(kind: kind, file: fileName, position: pos) }

    @inline(__always) func value(_ a: XMLAttributeSlot) -> String { tree.value(a) }
    /// A colour's or font's attribute value: a ready-made String for the common ones (see `CommonValues`).
    @inline(__always) func commonValue(_ a: XMLAttributeSlot) -> String {
        if !a.hasReferences, let s = CommonValues.string(buf, Int(a.valueStart), Int(a.valueEnd)) { return s }
        return tree.value(a)
    }
    @inline(__always) func bool(_ a: XMLAttributeSlot) -> Bool { tree.valueEquals(a, "YES") || tree.valueEquals(a, "true") }
    @inline(__always) func double(_ a: XMLAttributeSlot) -> Double? {
        fastDouble(Int(a.valueStart), Int(a.valueEnd)) ?? Double(tree.value(a))
    }

    @inline(__always) func int(_ a: XMLAttributeSlot) -> Int? {
        if let d = fastDouble(Int(a.valueStart), Int(a.valueEnd)), d == d.rounded(.towardZero), abs(d) < 9e15 { return Int(d) }
        let s = tree.value(a)
        return Int(s) ?? Double(s).flatMap { $0.isFinite && abs($0) < 1e18 ? Int($0) : nil }
    }

    /// Plain decimals (`-12.5`, `375`) exactly, without building a String; nil for anything else.
    @inline(__always) func fastDouble(_ s: Int, _ e: Int) -> Double? { DocumentBuilder.fastDouble(buf, s, e) }

    /// `fastDouble` for the static readers (see `DocumentBuilder+Colors.swift`).
    @inline(__always) static func fastDouble(_ buf: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) -> Double? {
        var i = s
        var negative = false
        if i < e && buf[i] == UInt8(ascii: "-") {
            negative = true
            i &+= 1
        }
        // the integer digits, then (after one dot) the fraction's: two tight loops without per-digit flags (one loop
        // with an after-dot flag, a digit flag and two range compares cost ≈ 3 instructions a digit more, ≈ 0.1 M a
        // corpus read); same values, same refusals (a second dot, any other byte, a 20th significant digit)
        var m: UInt64 = 0
        let digitsStart = i
        while i < e {
            let d = buf[i] &- 0x30
            if d > 9 { break }
            // up to 19 digits (below 2^64); longer values go through `Double(String)`
            if m >= 1_000_000_000_000_000_000 { return nil }
            m = m &* 10 &+ UInt64(d)
            i &+= 1
        }
        var digits = i &- digitsStart
        var fraction = 0
        if i < e {
            guard buf[i] == UInt8(ascii: ".") else { return nil }
            i &+= 1
            let fractionStart = i
            while i < e {
                let d = buf[i] &- 0x30
                if d > 9 { return nil }
                if m >= 1_000_000_000_000_000_000 { return nil }
                m = m &* 10 &+ UInt64(d)
                i &+= 1
            }
            fraction = i &- fractionStart
            digits &+= fraction
        }
        guard digits > 0, fraction < powersOfTen.count else { return nil }
        let v: Double
        if m <= 1 << 53 {
            // both exact doubles: one correctly rounded division (Clinger's fast path)
            v = fraction == 0 ? Double(m) : Double(m) / powersOfTen[fraction]
        } else if fraction == 0 {
            v = Double(m)  // a UInt64 converts correctly rounded
        } else {
            // Colour components Xcode writes with 17 digits (`0.40000000596046448`: floats widened to doubles)
            // were parsed by `Double(String)` (≈ 1 500 instructions and a String each): divided exactly instead
            guard let exact = exactQuotient(m, fraction) else { return nil }
            v = exact
        }
        return negative ? -v : v
    }

    /// `m / 10^f` correctly rounded (to nearest, ties to even, as `strtod` does) for `2^53 < m < 2^64` and
    /// `1 ≤ f ≤ 19`, by 128-bit integer division: the quotient is scaled to 55 bits, the two low bits and the
    /// remainder decide the rounding. Nil where the scaling would not fit (the caller falls back to `strtod`).
    @inline(never)
    static func exactQuotient(_ m: UInt64, _ f: Int) -> Double? {
        guard f >= 1 && f <= 19 else { return nil }
        var d: UInt64 = 1
        for _ in 0..<f { d &*= 10 }
        let mBits = 64 - m.leadingZeroBitCount
        let dBits = 64 - d.leadingZeroBitCount
        // q = floor(m * 2^s / d) in [2^54, 2^55)
        var s = 55 + dBits - mBits
        for _ in 0..<3 {
            guard s >= 0 && s < 128 - mBits else { return nil }
            let hi: UInt64 = s == 0 ? 0 : (s >= 64 ? m << UInt64(s - 64) : m >> UInt64(64 - s))
            let lo: UInt64 = s >= 64 ? 0 : m << UInt64(s)
            guard hi < d else { s -= 1; continue }  // the quotient would not fit in 64 bits
            let (q, r) = d.dividingFullWidth((high: hi, low: lo))
            if q >= 1 << 55 { s -= 1; continue }
            if q < 1 << 54 { s += 1; continue }
            var mantissa = q >> 2  // 53 bits
            let guardBit = (q >> 1) & 1 == 1
            let rest = q & 1 == 1 || r != 0
            if guardBit && (rest || mantissa & 1 == 1) { mantissa += 1 }  // ≤ 2^53: still exact
            // mantissa * 2^(2 - s): exact (a power of two; the corpus's values are far from the subnormals)
            let exponent = 2 - s
            guard exponent > -1000 else { return nil }
            return Double(sign: .plus, exponent: exponent, significand: Double(mantissa))
        }
        return nil
    }

    @inline(__always) func attributeRange(_ node: Int32) -> Range<Int> {
        let n = tree.nodes[Int(node)]
        return Int(n.attributeStart)..<Int(n.attributeStart + n.attributeCount)
    }

    /// The first attribute of `node` with `key`, if any. Inlined (issue 14, nineteenth round): called from the builder's
    /// `mutating` methods, the out-of-line function was handed a copy of the whole builder (a 296-byte `memcpy` a call,
    /// ≈ 5,000 a corpus read).
    @inline(__always)
    func find(_ node: Int32, _ key: AttrKey) -> XMLAttributeSlot? {
        for i in attributeRange(node) where attrKey[Int(tree.attributes[i].name)] == key { return tree.attributes[i] }
        return nil
    }

    /// Whether an attribute's decoded value is `s` (compared in place unless it holds references).
    func valueIs(_ a: XMLAttributeSlot, _ s: StaticString) -> Bool {
        a.hasReferences ? value(a) == s.description : tree.valueEquals(a, s)
    }

    func entry(_ a: XMLAttributeSlot) -> IDEntry? {
        ids.find(buf, buf, Int(a.valueStart), Int(a.valueEnd)).map { ids[$0] }
    }

    mutating func unknownAttribute(_ a: XMLAttributeSlot, on node: Int32) {
        unknownAttributePairs.append(Int64(a.name) << 32 | Int64(tree.nodes[Int(node)].name))
    }

    mutating func unknownAttributes(_ node: Int32, except keys: AttrKeyMask) {
        for i in attributeRange(node) where !keys.contains(attrKey[Int(tree.attributes[i].name)]) {
            unknownAttribute(tree.attributes[i], on: node)
        }
    }

    mutating func registerID(_ a: XMLAttributeSlot, node: Int32, object: Int32 = -1, constraint: Int32 = -1) throws(IBReadError) {
        let start = Int(a.valueStart)
        let end = Int(a.valueEnd)
        let entry = IDEntry(start: a.valueStart, length: a.valueEnd - a.valueStart, hash: IDTable.hash(buf, start, end),
                            node: node, object: object, constraint: constraint)
        if let first = ids.insert(entry, bytes: buf) {
            let p1 = position(ids[first].node)
            let p2 = position(node)
            let duplicate = error(.duplicateID(id: value(a), firstLine: p1.line, secondLine: p2.line), p2)
            // Tolerant: the first element keeps the id; the second is read without being registered.
            guard tolerant else { throw duplicate }
            problems.append(duplicate)
        }
    }

    func count(_ pairs: [Int64], rank: [Int32]) -> [IBCoverageReport.Entry] {
        var result: [IBCoverageReport.Entry] = []
        var i = 0
        // (name's rank << 32 | context's rank, pair): ranks are distinct per name, so equal keys are equal pairs
        let sorted = pairs.map { (Int64(rank[Int($0 >> 32)]) << 32 | Int64(rank[Int($0 & 0xFFFF_FFFF)]), $0) }.sorted { $0.0 < $1.0 }
        while i < sorted.count {
            var j = i + 1
            while j < sorted.count && sorted[j].0 == sorted[i].0 { j += 1 }
            let pair = sorted[i].1
            result.append(.init(name: tree.names[Int(pair >> 32)], context: tree.names[Int(pair & 0xFFFF_FFFF)], count: j - i))
            i = j
        }
        return result  // ordered by name, then context, in order of first use in the document (no String sorting)
    }

    /// Per name id, the order in which the document first uses it (start tags and their attributes in document
    /// order; -1 if unused): seeded names have ids in the seed's order, not the document's.
    /// Issue 14, eleventh round: walked through buffer pointers (every node and attribute of the document, with two
    /// bounds checks each through the arrays), ≈ 1 500 instructions less per document with unknowns.
    func firstUseRanks() -> [Int32] {
        var rank = Array(repeatElement(Int32(-1), count: tree.names.count))
        var next: Int32 = 0
        rank.withUnsafeMutableBufferPointer { rank in
            tree.nodes.withUnsafeBufferPointer { nodes in
                tree.attributes.withUnsafeBufferPointer { attributes in
                    for node in nodes {
                        if rank[Int(node.name)] < 0 { rank[Int(node.name)] = next; next &+= 1 }
                        for i in Int(node.attributeStart)..<Int(node.attributeStart + node.attributeCount) {
                            let a = Int(attributes[i].name)
                            if rank[a] < 0 { rank[a] = next; next &+= 1 }
                        }
                    }
                }
            }
        }
        return rank
    }
}

/// Exact powers of ten for the fast decimal path (exact up to 1e22).
private let powersOfTen: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22]
