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
final class NibRuntimeIndex: @unchecked Sendable {
    // Immutable after `init` (the tables) or touched on the main actor only (the decoded values):
    // hence `@unchecked Sendable`. The tables live in buffers allocated once, read without bounds
    // checks or reference counting (a lookup runs hundreds of times per instantiation).

    /// The archive.
    let graph: NibObjectGraph

    /// Per object: where its slots start in `slots`, and the slot mask (slot count − 1; −1 for none).
    private let slotStart: UnsafeMutableBufferPointer<Int32>
    private let slotMask: UnsafeMutableBufferPointer<Int32>
    /// Slots: 0 when empty, else the property index + 1 of the first property with that key.
    private let slots: UnsafeMutableBufferPointer<Int32>
    /// Per object: the first index of its properties in the flat per-property tables.
    private let propertyStart: UnsafeMutableBufferPointer<Int32>
    /// Each property's key hash, flat across objects.
    private let hashes: UnsafeMutableBufferPointer<UInt64>
    /// Each property's key, as UTF-8 bytes (`keyOffsets` delimit them in `keyStorage`).
    private let keyOffsets: UnsafeMutableBufferPointer<Int32>
    private let keyStorage: UnsafeMutableBufferPointer<UInt8>
    /// Per object: 1 when its keys are not all ASCII: then it is looked up with
    /// `Object.firstIndex(ofKey:)` (String's canonical-equivalence `==`).
    private let nonASCII: UnsafeMutableBufferPointer<UInt8>
    /// Each property's value, flat across objects.
    private let values: [NibValue]
    /// Each object's `elementValues` (its `UINibEncoderEmptyKey` values: an array's or dictionary's
    /// elements), gathered once.
    let elements: [[NibValue]]

    /// Decoded once: fonts, colours and images (by object index), priority pairs (by string index).
    @MainActor private var shared: [Int: AnyObject] = [:]
    @MainActor private var priorityPairs: [Int: (UILayoutPriority, UILayoutPriority)?] = [:]

    init(_ graph: NibObjectGraph) {
        self.graph = graph
        var slotStart: [Int32] = [], slotMask: [Int32] = [], slots: [Int32] = []
        var propertyStart: [Int32] = [], hashes: [UInt64] = [], values: [NibValue] = []
        var keyOffsets: [Int32] = [0], keyStorage: [UInt8] = []
        var nonASCII: [UInt8] = []
        var elements: [[NibValue]] = []
        for object in graph.objects {
            elements.append(object.elementValues)
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
                values.append(property.value)
                keyOffsets.append(Int32(keyStorage.count))
            }
            nonASCII.append(ascii ? 0 : 1)
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
        func buffer<T>(_ array: [T]) -> UnsafeMutableBufferPointer<T> {
            let buffer = UnsafeMutableBufferPointer<T>.allocate(capacity: max(1, array.count))
            _ = buffer.initialize(from: array)
            return UnsafeMutableBufferPointer(rebasing: buffer[0..<array.count])
        }
        self.slotStart = buffer(slotStart)
        self.slotMask = buffer(slotMask)
        self.slots = buffer(slots)
        self.propertyStart = buffer(propertyStart)
        self.hashes = buffer(hashes)
        self.keyOffsets = buffer(keyOffsets)
        self.keyStorage = buffer(keyStorage)
        self.nonASCII = buffer(nonASCII)
        self.values = values
        self.elements = elements
    }

    deinit {
        for pointer in [slotStart.baseAddress, slotMask.baseAddress, slots.baseAddress, propertyStart.baseAddress, keyOffsets.baseAddress]
        where pointer != nil { pointer?.deallocate() }
        hashes.baseAddress?.deallocate()
        keyStorage.baseAddress?.deallocate()
        nonASCII.baseAddress?.deallocate()
    }

    /// A hash of UTF-8 bytes, eight at a time (a lookup hashes its key once per read), and whether
    /// they are all ASCII. Equal bytes hash equally; a match is confirmed by comparing the bytes.
    @inline(__always)
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, Bool) {
        guard let base = bytes.baseAddress else { return (0, true) }
        let count = bytes.count
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(count)
        var high: UInt64 = 0
        var i = 0
        while i &+ 8 <= count {
            let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
            high |= word
            hash = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
            hash ^= hash >> 29
            i &+= 8
        }
        if i < count {
            var word: UInt64 = 0
            var shift: UInt64 = 0
            while i < count {
                word |= UInt64(base[i]) << shift
                shift &+= 8
                i &+= 1
            }
            high |= word
            hash = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
            hash ^= hash >> 29
        }
        return (hash, high & 0x8080_8080_8080_8080 == 0)
    }

    /// The index in `graph.objects[object].properties` of the first value for `key`, if any: what
    /// `Object.firstIndex(ofKey:)` answers, by one hash and a probe.
    func propertyIndex(in object: Int, key: String) -> Int? {
        guard object >= 0, object < slotMask.count else { return nil }
        guard nonASCII[object] == 0 else { return graph.objects[object].firstIndex(ofKey: key) }
        let mask = Int(slotMask[object])
        guard mask >= 0 else { return nil }
        var key = key
        return key.withUTF8 { bytes -> Int? in
            let (hash, ascii) = NibRuntimeIndex.hash(bytes)
            guard ascii else { return graph.objects[object].firstIndex(ofKey: String(decoding: bytes, as: UTF8.self)) }
            let base = Int(slotStart[object]), first = Int(propertyStart[object])
            var slot = Int(truncatingIfNeeded: hash) & mask
            while true {
                let entry = Int(slots[base &+ slot])
                if entry == 0 { return nil }
                let p = entry &- 1
                if hashes[first &+ p] == hash && sameBytes(bytes, property: first &+ p) { return p }
                slot = (slot &+ 1) & mask
            }
        }
    }

    /// The first value for `key` of object `object`.
    func value(in object: Int, key: String) -> NibValue? {
        guard let p = propertyIndex(in: object, key: key) else { return nil }
        return values[Int(propertyStart[object]) &+ p]
    }

    @inline(__always)
    private func sameBytes(_ bytes: UnsafeBufferPointer<UInt8>, property: Int) -> Bool {
        let start = Int(keyOffsets[property]), end = Int(keyOffsets[property &+ 1])
        guard end &- start == bytes.count else { return false }
        guard let base = bytes.baseAddress, let stored = keyStorage.baseAddress else { return bytes.isEmpty }
        return memcmp(base, stored + start, bytes.count) == 0
    }

    // MARK: Values decoded once

    /// The immutable value (font, colour, found image) made for object `index`: `make`'s answer the
    /// first time it is not nil, kept for later instantiations.
    @MainActor func shared<T: AnyObject>(_ index: Int, _ make: () -> T?) -> T? {
        if let known = shared[index] { return unsafeDowncast(known, to: T.self) }
        let made = make()
        if let made { shared[index] = made }
        return made
    }

    /// `ActionDispatch.responds(_:to:)`, remembered per class and selector when true (a class's
    /// `actionMethods` do not lose methods; a false answer is asked again, and reported).
    @MainActor func responds(_ target: AnyObject, to action: Selector) -> Bool {
        let key = RespondsKey(type: ObjectIdentifier(type(of: target)), selector: action.name)
        if respondsCache.contains(key) { return true }
        guard ActionDispatch.responds(target, to: action) else { return false }
        respondsCache.insert(key)
        return true
    }

    private struct RespondsKey: Hashable {
        let type: ObjectIdentifier
        let selector: String
    }

    @MainActor private var respondsCache: Set<RespondsKey> = []

    /// `UIView.priorityPair` of the string object at `index`, parsed once.
    @MainActor func priorityPair(stringAt index: Int) -> (UILayoutPriority, UILayoutPriority)? {
        if let known = priorityPairs[index] { return known }
        let pair = UIView.priorityPair(graph.string(graph.objects[index]))
        priorityPairs[index] = pair
        return pair
    }
}
