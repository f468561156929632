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

// A custom class's runtime name written from the source bytes (issue 14, thirteenth round: the class and module
// decoded into `String`s, then `NibNames.runtimeClassName` built a third, ≈ 1,000 instructions a custom class).
extension NibArchiveBuilder {
    /// A new `NSString` of `NibNames.runtimeClassName(customClass:module:)` for `element`'s `customClass` (`slot`) and
    /// `customModule` attributes: `_TtC` + the module's and the class's UTF-8 counts and bytes, or the class as written
    /// without a module or with a dot in its name. Built from the bytes when both values are plain ASCII (then each
    /// `String` is its bytes, its UTF-8 count its length, and a dot byte a dot `Character`), else from the `String`s.
    mutating func runtimeClassName(_ element: IBElement, customClass slot: XMLAttributeSlot) -> Ref {
        let module = element.slot(.customModule)
        let tree = element.storage.tree
        if !slot.hasReferences, module?.hasReferences != true {
            let offset = bytes.count
            let written = tree.bytes.withUnsafeBufferPointer { source -> Bool in
                let name = UnsafeBufferPointer(rebasing: source[Int(slot.valueStart) ..< Int(slot.valueEnd)])
                guard NibASCII.isASCII(name) else { return false }
                guard let module, module.valueEnd > module.valueStart, !name.contains(UInt8(ascii: ".")) else {
                    bytes.append(contentsOf: name)
                    return true
                }
                let moduleName = UnsafeBufferPointer(rebasing: source[Int(module.valueStart) ..< Int(module.valueEnd)])
                guard NibASCII.isASCII(moduleName) else { return false }
                let prefix: StaticString = "_TtC"
                bytes.append(contentsOf: UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount))
                appendDecimal(moduleName.count)
                bytes.append(contentsOf: moduleName)
                appendDecimal(name.count)
                bytes.append(contentsOf: name)
                return true
            }
            if written {
                let ref = object(.NSString, capacity: 1)
                appendData(ref, keyIndex(.NS_bytes), offset: offset, count: bytes.count - offset)
                return ref
            }
        }
        return string(NibNames.runtimeClassName(customClass: tree.value(slot), module: module.map { tree.value($0) }))
    }

    /// Appends the decimal digits of a count (as `String(count)` spells it).
    private mutating func appendDecimal(_ value: Int) {
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { raw in
            var n = value, i = raw.count
            repeat {
                i -= 1
                raw[i] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: n % 10)
                n /= 10
            } while n > 0
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: raw[i...]))
        }
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
