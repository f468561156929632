import Foundation

// Strings copied into the nib from the source bytes (issue 14, seventh round): an attribute value the compiler writes
// as it is (a title, an image name, a reuse identifier, a connection's label) no longer becomes a `String` first
// (≈ 130 instructions to decode, then a retain, a release and a free). A value with references or a non-ASCII byte
// goes the `String` way, so the bytes written are those of the model's `String` (`String(decoding:as:)` repairs
// invalid UTF-8; ASCII needs no repair and, without references, decodes to itself).
extension NibArchiveBuilder {
    /// A new `NSString` holding the value of `element`'s first attribute classified as `key`; nil when it has none.
    mutating func string(_ element: IBElement, _ key: AttrKey) -> Ref? {
        guard let slot = element.slot(key) else { return nil }
        return string(element.storage, slot)
    }

    /// A new `NSString` holding an attribute slot's value.
    mutating func string(_ storage: XMLStorage, _ slot: XMLAttributeSlot) -> Ref {
        let ref = object(.NSString, capacity: 1)
        appendSource(ref, keyIndex(.NS_bytes), storage, slot)
        return ref
    }

    /// Appends a new `NSString` of `element`'s attribute `attribute` for a known key; false (nothing set) when absent.
    @discardableResult
    mutating func setString(_ ref: Ref, _ key: NibKey, _ element: IBElement, _ attribute: AttrKey) -> Bool {
        guard let string = string(element, attribute) else { return false }
        set(ref, key, string)
        return true
    }

    /// Appends a data value of the slot's value bytes: copied from the source when plain ASCII, else its `String`'s.
    private mutating func appendSource(_ ref: Ref, _ k: Int32, _ storage: XMLStorage, _ slot: XMLAttributeSlot) {
        if !slot.hasReferences {
            let offset = bytes.count
            let copied = storage.tree.bytes.withUnsafeBufferPointer { source -> Bool in
                let value = UnsafeBufferPointer(rebasing: source[Int(slot.valueStart) ..< Int(slot.valueEnd)])
                guard NibASCII.isASCII(value) else { return false }
                bytes.append(contentsOf: value)
                return true
            }
            if copied { return appendData(ref, k, offset: offset, count: bytes.count - offset) }
        }
        appendString(ref, k, storage.tree.value(slot))
    }
}

// Literal strings (issue 14, seventh round): the bytes copied from the literal itself, without a `String`'s
// `withContiguousStorageIfAvailable` (a small literal is copied to the stack first) or its retain and release.
extension NibArchiveBuilder {
    /// A new `NSString` holding a literal's UTF-8 bytes.
    mutating func string(literal: StaticString) -> Ref {
        let ref = object(.NSString, capacity: 1)
        let k = keyIndex(.NS_bytes)
        let offset = bytes.count, count = literal.utf8CodeUnitCount
        bytes.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: count))
        appendData(ref, k, offset: offset, count: count)
        return ref
    }

    /// A new `UIProxyObject` for a literal placeholder identifier (as `proxy(_:)`).
    mutating func proxy(literal identifier: StaticString) -> Ref {
        let ref = object(.UIProxyObject, capacity: 1)
        let name = string(literal: identifier)
        set(ref, .UIProxiedObjectIdentifier, name)
        return ref
    }
}
