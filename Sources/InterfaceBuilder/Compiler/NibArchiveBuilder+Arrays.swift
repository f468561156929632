import Foundation

// The elements of an array object, written as one run of records (issue 14, eleventh round).

extension NibArchiveBuilder {
    /// Appends references to the elements of an array object: one run of the pool sized once, one record made and
    /// its payload changed per element (issue 14, eleventh round: an append each, a capacity and a key check per
    /// record; `finishRoot`, whose `UINibObjectsKey` array lists every object, ≈ 1,100 → ≈ 1,030 instructions a nib).
    mutating func append(_ items: [Ref], toArray array: Ref) {
        items.withUnsafeBufferPointer { append($0, toArray: array) }
    }

    /// `append(_:toArray:)` for references in a buffer (a slice of `ViewEncoder.refStack`).
    mutating func append(_ refs: UnsafeBufferPointer<Ref>, toArray array: Ref) {
        // Nothing to add: the element key does not enter the key table (as with `array([])`).
        guard !refs.isEmpty else { return }
        let k = keyIndex(NibKey.UINibEncoderEmptyKey)
        let record = Record(payload: 0, key: k, object: Int32(truncatingIfNeeded: array.index), type: ValueType.object)
        let records = pool.appendUninitialized(refs.count)
        for i in 0 ..< refs.count {
            var element = record
            element.payload = UInt64(UInt32(truncatingIfNeeded: refs[i].index))
            (records + i).initialize(to: element)
        }
    }

    /// `array(_:mutable:)` of a slice: the encoder's scratch stack of references (issue 14, twelfth round: a list per
    /// parent view, per view with layout guides… was an allocation and a free each, ≈ 1,000 a corpus pass).
    mutating func array(_ items: ArraySlice<Ref>, mutable: Bool = false) -> Ref {
        items.withUnsafeBufferPointer { array($0, mutable: mutable) }
    }

    /// Appends `refs` to `array`, leaving out `excluded` and every ref in `skipped` (`ViewEncoder.finish`'s lists).
    mutating func append(_ refs: UnsafeBufferPointer<Ref>, toArray array: Ref, except excluded: Ref?,
                         skipping skipped: UnsafeBufferPointer<Ref>) {
        for ref in refs where ref != excluded && !skipped.contains(ref) { append(ref, toArray: array) }
    }

    /// Appends one element to an array object (its elements are its records in pool order).
    @inline(__always)
    mutating func append(_ item: Ref, toArray array: Ref) {
        pool.append(Record(payload: UInt64(UInt32(truncatingIfNeeded: item.index)), key: keyIndex(NibKey.UINibEncoderEmptyKey),
                           object: Int32(truncatingIfNeeded: array.index), type: ValueType.object))
    }

    /// Fills the root's seven `UINib…Key`s from the top-level and objects arrays, already made (`ViewEncoder.finish`
    /// writes the objects array's elements in place, without a list); `keyValuePairs` is the runtime-attribute array
    /// (the shared empty array when nil).
    mutating func finishRoot(top: Ref, all: Ref, connections: ArraySlice<Ref>, keyValuePairs: Ref? = nil) {
        let links = connections.isEmpty ? sharedEmptyArray() : array(connections)
        let empty = sharedEmptyArray()
        set(root, .UINibTopLevelObjectsKey, top)
        set(root, .UINibObjectsKey, all)
        set(root, .UINibConnectionsKey, links)
        // Three calls, not a loop over an array literal (an allocation per nib: issue 14, tenth round).
        set(root, .UINibVisibleWindowsKey, empty)
        set(root, .UINibAccessibilityConfigurationsKey, empty)
        set(root, .UINibTraitStorageListsKey, empty)
        set(root, .UINibKeyValuePairsKey, keyValuePairs ?? empty)
    }

    /// A new `NSDictionary`/`NSMutableDictionary` whose entries are the references of a slice taken two by two (key,
    /// value): `dictionary(_:mutable:)` of pairs gathered on an encoder's scratch stack (issue 14, fifteenth round: a
    /// list of pairs per button and per controller's external objects table; compile 32.43 -> 32.40 M a steady pass).
    mutating func dictionary(alternating refs: UnsafeBufferPointer<Ref>, mutable: Bool = false) -> Ref {
        precondition(refs.count % 2 == 0, "nib builder: a dictionary's keys and values come in pairs")
        let ref = object(mutable ? NibClass.NSMutableDictionary : .NSDictionary, capacity: refs.count + 1)
        set(ref, .NSInlinedValue, .bool(true))
        if !refs.isEmpty { append(refs, toArray: ref) }
        return ref
    }

    /// A one-element array (no array literal to allocate).
    mutating func array(single item: Ref, mutable: Bool = false) -> Ref {
        withUnsafePointer(to: item) { array(UnsafeBufferPointer(start: $0, count: 1), mutable: mutable) }
    }
}
