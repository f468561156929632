#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// ByteScanner's names: interning, the element-name cache and the attribute-name guesses (see `AttributeGuess`).

extension ByteScanner {
    /// Interns the name at `start ..< end`: compared a word at a time with the names seen so far.
    @inline(__always)
    mutating func intern(_ start: Int, _ end: Int) -> Int32 {
        let len = end &- start
        let key = NameKey(p, start, len, limit: n)
        var slot = Int(key.hash) & seedMask
        while true {
            let id = seedSlots[slot]
            if id < 0 { break }
            let e = seedEntries[Int(id)]
            if e.w0 == key.w0 && e.w1 == key.w1 && Int(e.length) == len && (len <= 16 || sameTail(e, start)) {
                return id
            }
            slot = (slot &+ 1) & seedMask
        }
        slot = Int(key.hash) & slotMask
        while true {
            let id = slots[slot]
            if id < 0 { break }
            let e = names[Int(id) &- seeded]
            if e.w0 == key.w0 && e.w1 == key.w1 && Int(e.length) == len && (len <= 16 || sameTail(e, start)) {
                return id
            }
            slot = (slot &+ 1) & slotMask
        }
        return addName(start, len, key, slot: slot)
    }

    /// Whether the name at `i` is the entry's (its bytes, then a byte that cannot continue a name). Static, with
    /// its inputs as arguments, so that the hot loop of `startTag` does not copy the scanner to call it.
    @inline(__always)
    static func matches(_ e: NameEntry, at i: Int, p: UnsafePointer<UInt8>, n: Int, cls: UnsafePointer<UInt8>,
                        seedStore: UnsafePointer<UInt8>) -> Bool {
        let len = Int(e.length)
        guard i &+ 16 <= n, i &+ len < n else { return false }
        var w0 = UInt64(littleEndian: UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self))
        var w1 = UInt64(littleEndian: UnsafeRawPointer(p + i + 8).loadUnaligned(as: UInt64.self))
        if len < 8 {
            w0 &= (1 << UInt64(len &* 8)) &- 1
            w1 = 0
        } else if len < 16 {
            w1 &= (1 << UInt64((len &- 8) &* 8)) &- 1
        }
        guard w0 == e.w0, w1 == e.w1, cls[Int(p[i &+ len])] & CharClass.nameChar == 0 else { return false }
        guard len > 16 else { return true }
        let q = e.offset >= 0 ? p + Int(e.offset) : seedStore + Int(-e.offset - 1)
        return memcmp(q + 16, p + i + 16, len &- 16) == 0
    }

    /// The element name at `start` if it is the seeded name cached for its first eight bytes (its id, and `length` set),
    /// else -1. A hit costs a multiply and one `matches`, where interning hashes the name and probes the seed's table;
    /// it also proves the name's bytes valid (they are a seeded name's) and its end (`matches` checks the next byte).
    @inline(__always)
    func cachedElementName(at start: Int, length: inout Int) -> Int32 {
        guard start &+ 16 <= n else { return -1 }
        let w = UInt64(littleEndian: UnsafeRawPointer(p + start).loadUnaligned(as: UInt64.self))
        let id = elementNames[ByteScanner.elementSlot(w)]
        guard id >= 0 else { return -1 }
        let e = seedEntries[Int(id)]
        guard ByteScanner.matches(e, at: start, p: p, n: n, cls: cls, seedStore: seed.store) else { return -1 }
        length = Int(e.length)
        return id
    }

    /// The `elementNames` slot of a start tag whose first eight bytes (from the name on) are `w`.
    @inline(__always)
    static func elementSlot(_ w: UInt64) -> Int {
        Int(truncatingIfNeeded: (w &* 0x9E37_79B9_7F4A_7C15) >> 55)
    }

    /// The first entry of the guess slot for an attribute after the one whose key is `previousKey` in an element whose
    /// key is `nameKey` (the hash's two halves, each computed once: `startTag` keeps the element's for the whole tag).
    @inline(__always)
    static func guessSlot(_ previousKey: UInt32, _ nameKey: UInt32) -> Int {
        Int(truncatingIfNeeded: (previousKey ^ nameKey) >> 22) &<< 1
    }

    /// The previous attribute's half of a guess slot's hash (`previous` -1 for an element's first attribute).
    @inline(__always)
    static func previousKey(_ previous: Int32) -> UInt32 { UInt32(bitPattern: previous) &* 0x9E37_79B1 }

    /// The element name's half of a guess slot's hash.
    @inline(__always)
    static func nameKey(_ name: Int32) -> UInt32 { UInt32(bitPattern: name) &* 0x85EB_CA6B }

    /// Whether `g` holds the bytes of `name="` and they are written at `i`: two masked words compared in place (four
    /// past sixteen bytes), no name entry, no byte class, no separate `="` check.
    @inline(__always)
    static func holdsSpelt(_ g: AttributeGuess, at i: Int, p: UnsafePointer<UInt8>, n: Int,
                           masks: UnsafePointer<(UInt64, UInt64)>) -> Bool {
        // each mask word loaded only when needed (both loaded first cost ≈ 0.14 M a corpus read in `startTag`)
        g.length != 0 && i &+ 16 <= n
            && UInt64(littleEndian: UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self)) & masks[Int(g.length)].0 == g.w0
            && UInt64(littleEndian: UnsafeRawPointer(p + i + 8).loadUnaligned(as: UInt64.self)) & masks[Int(g.length)].1 == g.w1
            && (g.length <= 16 || holdsTail(g, at: i, p: p, n: n, masks: masks))
    }

    /// The bytes of a guess's `name="` past sixteen (`holdsSpelt`).
    @inline(__always)
    static func holdsTail(_ g: AttributeGuess, at i: Int, p: UnsafePointer<UInt8>, n: Int,
                          masks: UnsafePointer<(UInt64, UInt64)>) -> Bool {
        i &+ 32 <= n
            && UInt64(littleEndian: UnsafeRawPointer(p + i + 16).loadUnaligned(as: UInt64.self)) & masks[Int(g.length) &- 16].0 == g.w2
            && UInt64(littleEndian: UnsafeRawPointer(p + i + 24).loadUnaligned(as: UInt64.self)) & masks[Int(g.length) &- 16].1 == g.w3
    }

    /// The name id guessed at `slot` (one of its two candidates) if it is the name written at `i`, else -1, and in
    /// `length` the name's length. Static, like `matches`. Only candidates that hold an id alone (`length == 0`) are
    /// checked here, against their name entry, so a guess is never wrong (`known`: ids below it are this document's);
    /// those holding the bytes of `name="` were checked in `startTag` (issue 14, nineteenth round: checked here again,
    /// where they could no longer match).
    @inline(__always)
    static func guess(_ slot: Int, at i: Int, guesses: UnsafeMutablePointer<AttributeGuess>, known: Int, seeded: Int,
                      seedEntries: UnsafePointer<NameEntry>, names: UnsafeMutablePointer<NameEntry>, p: UnsafePointer<UInt8>,
                      n: Int, cls: UnsafePointer<UInt8>, seedStore: UnsafePointer<UInt8>, length: inout Int) -> Int32 {
        for way in 0..<2 {
            let g = guesses[slot &+ way]
            let id = g.id
            guard g.length == 0, id >= 0, Int(id) < known else { continue }
            let e = Int(id) < seeded ? seedEntries[Int(id)] : names[Int(id) &- seeded]
            // the length too: the caller skips the name without looking its entry up again
            if matches(e, at: i, p: p, n: n, cls: cls, seedStore: seedStore) { length = Int(e.length); return id }
        }
        return -1
    }

    /// The attribute name at `i` when neither candidate of its guess slot held `name="` (see `startTag`): guessed from
    /// a candidate that holds an id alone (`guess`), else scanned, interned and learnt; then `=` and the opening quote.
    /// Returns the name's id, the value's first byte and its quote. Kept out of `startTag` so that its loop holds
    /// fewer values; the result is returned, not written through `inout` parameters (issue 14, twentieth round: their
    /// addresses taken, `startTag` kept its position and the quote in memory for every attribute).
    @inline(never)
    mutating func attributeName(at attrStart: Int, slot guessSlot: Int) throws(XMLScanError) -> (name: Int32, valueStart: Int, quote: UInt8) {
        var i = attrStart
        var quote = UInt8(ascii: "\"")
        var guessedLength = 0
        var attrName = ByteScanner.guess(guessSlot, at: i, guesses: guesses, known: seeded &+ names.count, seeded: seeded,
                                         seedEntries: seedEntries, names: names.base, p: p, n: n, cls: cls,
                                         seedStore: seed.store, length: &guessedLength)
        let guessed = attrName >= 0
        if guessed { i &+= guessedLength } else {
            i &+= 1
            while i < n && cls[Int(p[i])] & CharClass.nameChar != 0 { i &+= 1 }
            attrName = intern(attrStart, i)
        }
        let nameEnd = i
        // `name="` is by far the commonest spelling: `="` checked with one two-byte compare, then `='`
        if i &+ 2 <= n && UInt16(littleEndian: UnsafeRawPointer(p + i).loadUnaligned(as: UInt16.self)) == 0x223D {
            i &+= 2
        } else if i &+ 2 <= n && p[i] == UInt8(ascii: "=") && p[i &+ 1] == UInt8(ascii: "'") {
            quote = UInt8(ascii: "'")
            i &+= 2
        } else {
            while i < n && isSpace(p[i]) { i += 1 }
            guard i < n, p[i] == UInt8(ascii: "=") else {
                throw fail("bad attribute: '\(tree.names[Int(attrName)])' has no value (expected '=' and a quoted value)", at: i < n ? i : attrStart)
            }
            i += 1
            while i < n && isSpace(p[i]) { i += 1 }
            guard i < n, p[i] == UInt8(ascii: "\"") || p[i] == UInt8(ascii: "'") else {
                throw fail("bad attribute: the value of '\(tree.names[Int(attrName)])' is not quoted", at: i < n ? i : attrStart)
            }
            quote = p[i]
            i += 1
        }
        if !guessed {
            let compact = i == nameEnd &+ 2 && quote == UInt8(ascii: "\"")  // written `name="`
            learn(attrName, at: guessSlot, start: attrStart, nameLength: nameEnd &- attrStart, compact: compact)
        }
        return (attrName, i, quote)
    }

    /// Records a name found at a guess slot whose candidates were wrong: it becomes the first candidate, the old first
    /// the second. A seeded name written `name="` (`compact`) that fits in thirty-two bytes keeps those bytes (see
    /// `AttributeGuess`); any other keeps its id alone.
    @inline(__always)
    func learn(_ id: Int32, at slot: Int, start: Int, nameLength: Int, compact: Bool) {
        var g = AttributeGuess(w0: 0, w1: 0, w2: 0, w3: 0, id: id, length: 0)
        let len = nameLength &+ 2
        if compact && Int(id) < seeded && len <= AttributeGuess.longest && start &+ (len > 16 ? 32 : 16) <= n {
            let m = guessMasks[len]
            g.w0 = UInt64(littleEndian: UnsafeRawPointer(p + start).loadUnaligned(as: UInt64.self)) & m.0
            g.w1 = UInt64(littleEndian: UnsafeRawPointer(p + start + 8).loadUnaligned(as: UInt64.self)) & m.1
            if len > 16 {
                let t = guessMasks[len &- 16]
                g.w2 = UInt64(littleEndian: UnsafeRawPointer(p + start + 16).loadUnaligned(as: UInt64.self)) & t.0
                g.w3 = UInt64(littleEndian: UnsafeRawPointer(p + start + 24).loadUnaligned(as: UInt64.self)) & t.1
            }
            g.length = Int32(len)
        }
        guesses[slot &+ 1] = guesses[slot]
        guesses[slot] = g
    }

    /// Whether the bytes after the first sixteen of a long name are those of the entry (in the document or the seed).
    func sameTail(_ e: NameEntry, _ start: Int) -> Bool {
        let q = e.offset >= 0 ? p + Int(e.offset) : seed.store + Int(-e.offset - 1)
        return memcmp(q + 16, p + start + 16, Int(e.length) &- 16) == 0
    }

    /// Adds a name first seen at `start` (the slot is where its probe ended).
    mutating func addName(_ start: Int, _ len: Int, _ key: NameKey, slot: Int) -> Int32 {
        let id = Int32(seeded + names.count)
        names.append(NameEntry(offset: Int32(start), length: Int32(len), hash: key.hash, w0: key.w0, w1: key.w1))
        tree.names.append(String(decoding: UnsafeBufferPointer(start: p + start, count: len), as: UTF8.self))
        attributeSeen.append(-1)
        slots[slot] = id
        if names.count * 2 > slotMask + 1 { rehash() }
        return id
    }

    mutating func rehash() {
        let size = (slotMask + 1) * 2
        slots.deallocate()
        slots = .allocate(capacity: size)
        slots.initialize(repeating: -1, count: size)
        slotMask = size - 1
        for id in 0..<names.count {
            var slot = Int(names[id].hash) & slotMask
            while slots[slot] >= 0 { slot = (slot + 1) & slotMask }
            slots[slot] = Int32(seeded + id)
        }
    }
}
