import Foundation
import InterfaceBuilder

/// A nib's decoded archive in the form instantiation reads it, built once per nib and shared by every
/// instantiation (UIKit's `UINib` caches its decoded archive the same way).
///
/// - Keys are found through one open-addressed table per object (a key's FNV-1a hash → its first
///   property), so a `UINibDecoder` read hashes the key once and probes one or two slots instead of
///   scanning the object's properties; a matching hash is confirmed by comparing the key's bytes.
/// - Values that do not change from one instantiation to the next are decoded on first use and kept:
///   fonts, colours and found images (immutable, so instances are shared, as UIKit shares named images
///   and system fonts), and hugging/compression priority strings (`"{251, 750}"`).
@MainActor
final class NibRuntimeIndex {
    /// The archive.
    nonisolated let graph: NibObjectGraph

    /// Per object: where its slots start in `slots`, and the slot mask (slot count − 1; −1 for none).
    private let slotStart: [Int32]
    private let slotMask: [Int32]
    /// Slots: 0 when empty, else the property index + 1 of the first property with that key.
    private let slots: [Int32]
    /// Per object: the first index of its properties in `hashes` and `keyBytes`.
    private let propertyStart: [Int32]
    /// Each property's key hash, flat across objects.
    private let hashes: [UInt64]
    /// Each property's key, as UTF-8 bytes (`keyOffsets` delimit them in `keyStorage`).
    private let keyOffsets: [Int32]
    private let keyStorage: [UInt8]
    /// Objects whose keys are not all ASCII: looked up with `Object.firstIndex(ofKey:)` (String's
    /// canonical-equivalence `==`).
    private let nonASCII: Set<Int>

    /// Decoded once: fonts, colours and images (by object index), priority pairs (by string index).
    private var shared: [Int: AnyObject] = [:]
    private var priorityPairs: [Int: (UILayoutPriority, UILayoutPriority)?] = [:]

    init(_ graph: NibObjectGraph) {
        self.graph = graph
        var slotStart: [Int32] = [], slotMask: [Int32] = [], slots: [Int32] = []
        var propertyStart: [Int32] = [], hashes: [UInt64] = []
        var keyOffsets: [Int32] = [0], keyStorage: [UInt8] = []
        var nonASCII: Set<Int> = []
        for object in graph.objects {
            propertyStart.append(Int32(hashes.count))
            var ascii = true
            for property in object.properties {
                var key = property.key
                let (hash, isASCII) = key.withUTF8 { bytes in
                    keyStorage.append(contentsOf: bytes)
                    return NibRuntimeIndex.hash(bytes)
                }
                ascii = ascii && isASCII
                hashes.append(hash)
                keyOffsets.append(Int32(keyStorage.count))
            }
            if !ascii { nonASCII.insert(object.index) }
            let count = object.properties.count
            var size = 1
            while size < count * 2 { size <<= 1 }
            slotStart.append(Int32(slots.count))
            guard count > 0 else { slotMask.append(-1); continue }
            slotMask.append(Int32(size - 1))
            let base = slots.count
            slots.append(contentsOf: repeatElement(0, count: size))
            let first = Int(propertyStart[propertyStart.count - 1])
            for p in 0..<count {
                let hash = hashes[first + p]
                var slot = Int(truncatingIfNeeded: hash) & (size - 1)
                var duplicate = false
                while slots[base + slot] != 0 {
                    let other = Int(slots[base + slot]) - 1
                    if hashes[first + other] == hash && object.properties[other].key == object.properties[p].key {
                        duplicate = true  // Arrays repeat UINibEncoderEmptyKey: the first one is found.
                        break
                    }
                    slot = (slot + 1) & (size - 1)
                }
                if !duplicate { slots[base + slot] = Int32(p + 1) }
            }
        }
        self.slotStart = slotStart
        self.slotMask = slotMask
        self.slots = slots
        self.propertyStart = propertyStart
        self.hashes = hashes
        self.keyOffsets = keyOffsets
        self.keyStorage = keyStorage
        self.nonASCII = nonASCII
    }

    /// FNV-1a of UTF-8 bytes, and whether they are all ASCII.
    nonisolated private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, Bool) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var high: UInt8 = 0
        for byte in bytes {
            high |= byte
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return (hash, high & 0x80 == 0)
    }

    /// The index in `graph.objects[object].properties` of the first value for `key`, if any: what
    /// `Object.firstIndex(ofKey:)` answers, by one hash and a probe.
    nonisolated func propertyIndex(in object: Int, key: String) -> Int? {
        guard !nonASCII.contains(object) else { return graph.objects[object].firstIndex(ofKey: key) }
        let mask = Int(slotMask[object])
        guard mask >= 0 else { return nil }
        var key = key
        return key.withUTF8 { bytes -> Int? in
            let (hash, ascii) = NibRuntimeIndex.hash(bytes)
            guard ascii else { return graph.objects[object].firstIndex(ofKey: String(decoding: bytes, as: UTF8.self)) }
            let base = Int(slotStart[object]), first = Int(propertyStart[object])
            return slots.withUnsafeBufferPointer { slots in
                var slot = Int(truncatingIfNeeded: hash) & mask
                while true {
                    let entry = Int(slots[base + slot])
                    if entry == 0 { return nil }
                    let p = entry - 1
                    if hashes[first + p] == hash && sameBytes(bytes, property: first + p) { return p }
                    slot = (slot + 1) & mask
                }
            }
        }
    }

    /// The first value for `key` of object `object`.
    nonisolated func value(in object: Int, key: String) -> NibValue? {
        propertyIndex(in: object, key: key).map { graph.objects[object].properties[$0].value }
    }

    nonisolated private func sameBytes(_ bytes: UnsafeBufferPointer<UInt8>, property: Int) -> Bool {
        let start = Int(keyOffsets[property]), end = Int(keyOffsets[property + 1])
        guard end - start == bytes.count else { return false }
        return keyStorage.withUnsafeBufferPointer { storage in
            guard let base = bytes.baseAddress, let stored = storage.baseAddress else { return bytes.isEmpty }
            return memcmp(base, stored + start, bytes.count) == 0
        }
    }

    // MARK: Values decoded once

    /// The immutable value (font, colour, found image) made for object `index`: `make`'s answer the
    /// first time it is not nil, kept for later instantiations.
    func shared<T: AnyObject>(_ index: Int, _ make: () -> T?) -> T? {
        if let known = shared[index] { return unsafeDowncast(known, to: T.self) }
        let made = make()
        if let made { shared[index] = made }
        return made
    }

    /// `UIView.priorityPair` of the string object at `index`, parsed once.
    func priorityPair(stringAt index: Int) -> (UILayoutPriority, UILayoutPriority)? {
        if let known = priorityPairs[index] { return known }
        let pair = UIView.priorityPair(graph.string(graph.objects[index]))
        priorityPairs[index] = pair
        return pair
    }
}
