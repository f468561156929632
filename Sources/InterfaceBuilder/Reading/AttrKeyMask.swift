/// A set of attribute keys as a 256-bit mask: written as an array literal (`except: [.key]`), it allocates nothing.
struct AttrKeyMask: ExpressibleByArrayLiteral {
    private var w0: UInt64 = 0, w1: UInt64 = 0, w2: UInt64 = 0, w3: UInt64 = 0

    @inline(__always)
    init(arrayLiteral keys: AttrKey...) {
        for k in keys { insert(k) }
    }

    mutating func insert(_ key: AttrKey) {
        let bit = UInt64(1) << UInt64(key.rawValue & 63)
        switch key.rawValue >> 6 {
        case 0: w0 |= bit
        case 1: w1 |= bit
        case 2: w2 |= bit
        default: w3 |= bit
        }
    }

    @inline(__always)
    func contains(_ key: AttrKey) -> Bool {
        let word: UInt64
        switch key.rawValue >> 6 {
        case 0: word = w0
        case 1: word = w1
        case 2: word = w2
        default: word = w3
        }
        return word & (UInt64(1) << UInt64(key.rawValue & 63)) != 0
    }
}
