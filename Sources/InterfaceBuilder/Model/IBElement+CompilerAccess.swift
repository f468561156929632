import Foundation

// Read-only access for the compiler (issue 14): an element's attributes as raw slots, so that a `YES`/`NO` flag is
// compared in place instead of being decoded into a `String` first. Built only on the existing internal API of
// `IBElement` and `XMLTree` (`valueEquals`, `value`).

/// A walk over an element's classified attributes without a closure (issue 14, fifth round): `forEachAttributeSlot`'s
/// closure made the caller's captured fields boxed variables with a dynamic exclusivity check per write (≈ 0.7 M
/// instructions a corpus pass in `ViewFields`). `while let (key, slot) = walk.next() { … }`.
struct IBAttributeWalk {
    /// The element's storage: a class whose tree is a `let`, so reading through it copies nothing. Unretained (issue
    /// 14, sixteenth round: a retain and a release, both atomic, a walk, ≈ 2,600 walks a corpus pass): a walk is a
    /// local that lives while the element it walks, and so its storage, is alive. Read through `reading`, which
    /// borrows it (an `unowned(unsafe)` field was retained at each read instead).
    private let storageRef: Unmanaged<XMLStorage>

    /// Runs `body` with the storage borrowed, no retain.
    @inline(__always)
    private func reading<Result>(_ body: (XMLStorage) -> Result) -> Result { storageRef._withUnsafeGuaranteedRef(body) }
    private var index: Int
    private let end: Int

    @inline(__always)
    init(_ element: borrowing IBElement) {
        storageRef = Unmanaged.passUnretained(element.storage)
        let n = element.storage.tree.nodes[Int(element.node)]
        index = Int(n.attributeStart)
        end = Int(n.attributeStart + n.attributeCount)
    }

    /// A walk with no attributes left, for its slot readers (`flag`, `number`, `lookup`…) on slots found otherwise.
    @inline(__always)
    init(reading storage: XMLStorage) {
        storageRef = Unmanaged.passUnretained(storage)
        index = 0
        end = 0
    }

    /// The next classified attribute (its key and raw slot), nil after the last.
    @inline(__always)
    mutating func next() -> (key: AttrKey, slot: XMLAttributeSlot)? {
        let (index, end) = (self.index, self.end)
        let found: (next: Int, key: AttrKey, slot: XMLAttributeSlot)? = reading { storage in
            var i = index
            while i < end {
                let a = storage.tree.attributes[i]
                i += 1
                let key = storage.attrKeys[Int(a.name)]
                if key != .none { return (i, key, a) }
            }
            return nil
        }
        guard let found else {
            self.index = end
            return nil
        }
        self.index = found.next
        return (found.key, found.slot)
    }

    /// A slot's value as `IBElement.flag` reads it (`YES` or `true`), compared in place when it has no references.
    @inline(__always)
    func flag(_ slot: XMLAttributeSlot) -> Bool {
        guard slot.hasReferences else {
            return reading { $0.tree.valueEquals(slot, "YES") || $0.tree.valueEquals(slot, "true") }
        }
        let value = string(slot)
        return value == "YES" || value == "true"
    }

    /// A slot's decoded value.
    func string(_ slot: XMLAttributeSlot) -> String { reading { $0.tree.value(slot) } }
}

// Values read from the source bytes (issue 14, sixth round): a number, an integer or an enumerated name is converted
// without a `String` first (decoding one cost ≈ 130 instructions and `Double(String)` ≈ 400 more). Whatever the fast
// path does not cover exactly is decoded and converted as the model's accessors convert it.
extension IBAttributeWalk {
    /// A slot's value as `IBElement.number` reads it (`Double(value)`).
    @inline(__always)
    func number(_ slot: XMLAttributeSlot) -> Double? {
        if !slot.hasReferences,
           let value = reading({ $0.tree.bytes.withUnsafeBufferPointer {
               IBAttributeWalk.plainDecimal($0, Int(slot.valueStart), Int(slot.valueEnd))
           } }) {
            return value
        }
        return Double(string(slot))
    }

    /// A slot's value as an integer attribute reads it (`Int(value)`, else an integral `Double` below 1e18).
    @inline(__always)
    func integer(_ slot: XMLAttributeSlot) -> Int? {
        if !slot.hasReferences,
           let value = reading({ $0.tree.bytes.withUnsafeBufferPointer {
               IBAttributeWalk.plainInteger($0, Int(slot.valueStart), Int(slot.valueEnd))
           } }) {
            return value
        }
        let s = string(slot)
        return Int(s) ?? Double(s).flatMap { $0.isFinite && abs($0) < 1e18 ? Int($0) : nil }
    }

    /// A slot's value as `Int(value)` reads it (no `Double` fallback), from the bytes when they are plain digits.
    @inline(__always)
    func plainInteger(_ slot: XMLAttributeSlot) -> Int? {
        if !slot.hasReferences,
           let value = reading({ $0.tree.bytes.withUnsafeBufferPointer {
               IBAttributeWalk.plainInteger($0, Int(slot.valueStart), Int(slot.valueEnd))
           } }) {
            return value
        }
        return Int(string(slot))
    }

    /// Whether a slot's value is `s` (ASCII), compared in place when it has no references.
    @inline(__always)
    func equals(_ slot: XMLAttributeSlot, _ s: StaticString) -> Bool {
        guard slot.hasReferences else { return reading { $0.tree.valueEquals(slot, s) } }
        return string(slot) == s.description
    }

    /// The number of a slot's value in `table` (by bytes), else, for a value with references or non-ASCII bytes, in
    /// `names` (by `String`, which also matches canonically equivalent spellings). `names` is evaluated only then: a
    /// table in a `static let` costs a `swift_once` call each time it is reached (issue 14, eighteenth round).
    @inline(__always)
    func lookup(_ slot: XMLAttributeSlot, _ table: NibByteNameTable, else names: @autoclosure () -> NibNameTable) -> Int? {
        if !slot.hasReferences,
           let answer = reading({ $0.tree.bytes.withUnsafeBufferPointer {
               table.lookup($0, Int(slot.valueStart), Int(slot.valueEnd))
           } }) {
            return answer
        }
        return names().number(string(slot))
    }

    /// The number of a slot's value in an enumeration table, by bytes or else by `String` (as `lookup(_:_:else:)`).
    @inline(__always)
    func lookup(_ slot: XMLAttributeSlot, _ table: NibEnumTable) -> Int? { lookup(slot, table.bytes, else: table.names) }

    /// `[-]digits[.digits]` with at most 15 digits in all, as `Double(String)` parses it: the digits as an integer
    /// below 10¹⁵ and the power of ten are both exact doubles, so one division rounds once, to the correctly rounded
    /// value `strtod` gives. Nil for any other form (the caller parses the decoded `String`).
    @inline(__always)
    static func plainDecimal(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Double? {
        var i = start
        let negative = i < end && bytes[i] == UInt8(ascii: "-")
        if negative { i += 1 }
        var mantissa: UInt64 = 0
        var digits = 0, fractionDigits = 0, integerDigits = 0
        var sawDot = false
        while i < end {
            let b = bytes[i]
            if b &- UInt8(ascii: "0") < 10 {
                digits += 1
                guard digits <= 15 else { return nil }
                mantissa = mantissa &* 10 &+ UInt64(b &- UInt8(ascii: "0"))
                if sawDot { fractionDigits += 1 } else { integerDigits += 1 }
            } else if b == UInt8(ascii: "."), !sawDot {
                sawDot = true
            } else {
                return nil
            }
            i += 1
        }
        // At least one digit on each side of a dot (`5.` and `.5` go the `String` way).
        guard integerDigits > 0, !sawDot || fractionDigits > 0 else { return nil }
        let value = fractionDigits == 0 ? Double(mantissa) : Double(mantissa) / powersOfTen[fractionDigits]
        return negative ? -value : value
    }

    /// 10⁰ … 10¹⁵, each exact. A literal, so the table is static data: computed with `map`, every read went through
    /// `swift_once` (issue 14, seventeenth round: ≈ 9,000 calls a corpus pass in `ViewFields`, `ConstraintFields`…).
    private static let powersOfTen: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15]

    /// `[-]digits` with at most 18 digits, as `Int(String)` parses it; nil for any other form.
    @inline(__always)
    static func plainInteger(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
        var i = start
        let negative = i < end && bytes[i] == UInt8(ascii: "-")
        if negative { i += 1 }
        guard i < end, end - i <= 18 else { return nil }
        var value = 0
        while i < end {
            let digit = bytes[i] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value &* 10 &+ Int(digit)
            i += 1
        }
        return negative ? -value : value
    }
}

extension IBElement {
    /// Whether the first attribute classified as `key` is present and its value is `s`, as `value(key) == s` answers,
    /// compared in place without making the `String` (issue 14, eighth round). For an ASCII `s` without `K`, `;` or
    /// `` ` `` (the only ASCII characters with canonical equivalents of another spelling) bytes decide exactly.
    @inline(__always)
    func valueEquals(_ key: AttrKey, _ s: StaticString) -> Bool {
        guard let slot = slot(key) else { return false }
        guard slot.hasReferences else { return storage.tree.valueEquals(slot, s) }
        return storage.tree.value(slot) == s.description
    }

    /// `flag(key)` (`YES` or `true`), compared in place (issue 14, thirteenth round: `flag` decoded a `String`).
    @inline(__always)
    func sourceFlag(_ key: AttrKey) -> Bool? { slot(key).map { IBAttributeWalk(reading: storage).flag($0) } }

    /// `number(key)`, parsed from the bytes when they are a plain decimal (`IBAttributeWalk.number`).
    @inline(__always)
    func sourceNumber(_ key: AttrKey) -> Double? { slot(key).flatMap { IBAttributeWalk(reading: storage).number($0) } }

    /// `integer(key)`, parsed from the bytes when they are plain digits (`IBAttributeWalk.integer`).
    @inline(__always)
    func sourceInteger(_ key: AttrKey) -> Int? { slot(key).flatMap { IBAttributeWalk(reading: storage).integer($0) } }

    /// `value(key).flatMap { table[$0] }`, by the source bytes when they are plain ASCII.
    @inline(__always)
    func lookup(_ key: AttrKey, _ table: NibEnumTable) -> Int? {
        slot(key).flatMap { IBAttributeWalk(reading: storage).lookup($0, table) }
    }

    /// The raw slot of the first attribute classified as `key` (as `value(_:)` finds it), nil when absent: for a
    /// value the compiler copies into the nib as bytes (issue 14, seventh round).
    @inline(__always)
    func slot(_ key: AttrKey) -> XMLAttributeSlot? { storage.slot(key, of: node) }
}
