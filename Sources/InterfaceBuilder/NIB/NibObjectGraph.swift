import Foundation

/// A decoded, resolved view of a `NibArchive`: each object's class and its key→value pairs, with
/// `NSString`, `NSArray`/`NSMutableArray` and `NSDictionary` objects readable as Swift values.
public struct NibObjectGraph: Sendable, Equatable {
    /// One archived object.
    public struct Object: Sendable, Equatable {
        /// The object's index in the archive's object table.
        public let index: Int
        /// The class name (e.g. `UIView`, `UIClassSwapper`).
        public let className: String
        /// The fallback class names ibtool records after the class name (e.g. `NSColor` for `UIColor`).
        public let fallbackClassNames: [String]
        /// The key→value pairs in archive order (arrays repeat `UINibEncoderEmptyKey`).
        public let properties: [Property]
        /// `NibObjectGraph.keyHash` of each property's key, aligned with `properties`: computed once
        /// per graph, so a lookup compares integers and only checks the string of a matching hash.
        public let keyHashes: [UInt64]
        /// The decoded text when this is an `NSString`/`NSMutableString` with `NS.bytes` (decoded
        /// once per graph: a storyboard's graph is instantiated many times).
        let text: String?
        /// Whether every key is ASCII: then a key equals another exactly when their bytes do (`==`
        /// compares canonical equivalence, which can equate a non-ASCII key with an ASCII one).
        let asciiKeys: Bool
        /// `NibGeometry.doubles` of each property's data value, aligned with `properties` (empty when
        /// no property holds a `0x07`-tagged double array): decoded once per graph.
        let geometry: [[Double]?]

        init(index: Int, className: String, fallbackClassNames: [String], properties: [Property]) {
            self.index = index
            self.className = className
            self.fallbackClassNames = fallbackClassNames
            self.properties = properties
            var ascii = true
            let hashes = properties.map { property -> UInt64 in
                var key = property.key
                let (hash, isASCII) = key.withUTF8 { NibObjectGraph.keyHashAndASCII($0) }
                ascii = ascii && isASCII
                return hash
            }
            keyHashes = hashes
            asciiKeys = ascii
            let doubles = properties.map { NibGeometry.doubles($0.value.dataValue) }
            geometry = doubles.contains { $0 != nil } ? doubles : []
            var text: String?
            if className == "NSString" || className == "NSMutableString" {
                if let bytes = properties.first(where: { $0.key == "NS.bytes" })?.value.dataValue {
                    text = String(decoding: bytes, as: UTF8.self)
                }
            }
            self.text = text
        }

        /// The first value for `key`, if any.
        public subscript(key: String) -> NibValue? {
            firstIndex(ofKey: key).map { properties[$0].value }
        }

        /// The index in `properties` of the first value for `key`, if any.
        public func firstIndex(ofKey key: String) -> Int? {
            var utf8 = key
            let (hash, ascii) = utf8.withUTF8 { NibObjectGraph.keyHashAndASCII($0) }
            guard ascii, asciiKeys else { return properties.firstIndex { $0.key == key } }
            for i in keyHashes.indices where keyHashes[i] == hash && properties[i].key == key {
                return i
            }
            return nil
        }

        /// `NibGeometry.doubles` of the data value at `index` in `properties` (nil when that value is
        /// not a `0x07`-tagged double array), decoded when the graph was built.
        public func doubles(at index: Int) -> [Double]? {
            geometry.indices.contains(index) ? geometry[index] : nil
        }

        /// `NibGeometry.doubles` of the first value for `key`.
        public func doubles(forKey key: String) -> [Double]? {
            firstIndex(ofKey: key).flatMap { doubles(at: $0) }
        }

        /// Every value for `key`, in archive order (an array's or dictionary's `UINibEncoderEmptyKey` elements).
        public func values(forKey key: String) -> [NibValue] {
            var utf8 = key
            let (hash, ascii) = utf8.withUTF8 { NibObjectGraph.keyHashAndASCII($0) }
            guard ascii, asciiKeys else { return properties.filter { $0.key == key }.map(\.value) }
            var values: [NibValue] = []
            for i in keyHashes.indices where keyHashes[i] == hash && properties[i].key == key {
                values.append(properties[i].value)
            }
            return values
        }

        /// The values of an array's or dictionary's elements (`UINibEncoderEmptyKey`), in archive order.
        public var elementValues: [NibValue] { values(forKey: "UINibEncoderEmptyKey") }

        /// The keys in archive order.
        public var keys: [String] { properties.map(\.key) }

        /// Equal when index, class, fallbacks and properties are (what is derived from them is too).
        public static func == (lhs: Object, rhs: Object) -> Bool {
            lhs.index == rhs.index && lhs.className == rhs.className
                && lhs.fallbackClassNames == rhs.fallbackClassNames && lhs.properties == rhs.properties
        }
    }

    /// One key→value pair of an object.
    public struct Property: Sendable, Equatable {
        /// The key.
        public let key: String
        /// The typed value; `.object(i)` references `objects[i]`, always in range.
        public let value: NibValue
    }

    /// All objects, indexed as in the archive.
    public let objects: [Object]

    /// A 64-bit FNV-1a hash of a key's UTF-8 bytes (`Object.keyHashes`). Equal keys hash equally; a
    /// lookup still compares the strings of a matching hash.
    public static func keyHash(_ key: String) -> UInt64 {
        var key = key
        return key.withUTF8 { keyHashAndASCII($0).hash }
    }

    /// The hash of UTF-8 bytes, and whether they are all ASCII (`Object.asciiKeys`).
    static func keyHashAndASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> (hash: UInt64, ascii: Bool) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var high: UInt8 = 0
        for byte in bytes {
            high |= byte
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return (hash, high & 0x80 == 0)
    }

    /// The graph of an archive (whose references `NibArchive.init(data:)` already checked).
    public init(_ archive: NibArchive) {
        objects = archive.objects.indices.map { index in
            let classIndex = archive.objects[index].classIndex
            let className = archive.classNames.indices.contains(classIndex) ? archive.classNames[classIndex] : .init(name: "?")
            let fallbacks = className.extraValues.compactMap { extra -> String? in
                let i = Int(extra)
                return archive.classNames.indices.contains(i) ? archive.classNames[i].name : nil
            }
            let properties = archive.properties(ofObject: index).map { pair -> Property in
                if case .object(let target) = pair.value, !archive.objects.indices.contains(target) {
                    return Property(key: pair.key, value: .null)
                }
                return Property(key: pair.key, value: pair.value)
            }
            return Object(index: index, className: className.name, fallbackClassNames: fallbacks, properties: properties)
        }
    }

    /// Decodes `data` as a NIBArchive and resolves it.
    public init(data: Data) throws {
        self.init(try NibArchive(data: data))
    }

    /// The root object (index 0, `NSObject` holding the `UINib…Key`s), if the archive has objects.
    public var root: Object? { objects.first }

    /// The object a value references, if it is an object reference.
    public func object(_ value: NibValue?) -> Object? {
        guard let index = value?.objectIndex, objects.indices.contains(index) else { return nil }
        return objects[index]
    }

    /// The object `key` of `object` references.
    public func object(_ key: String, of object: Object) -> Object? {
        self.object(object[key])
    }

    /// The text of an `NSString` object (`NS.bytes`, UTF-8), or nil.
    public func string(_ object: Object?) -> String? {
        object?.text
    }

    /// The text of the `NSString` a value references.
    public func string(_ value: NibValue?) -> String? { string(object(value)) }

    /// The elements of an `NSArray`/`NSMutableArray`/`NSSet` object: its `UINibEncoderEmptyKey` values in order.
    public func elements(_ object: Object?) -> [Object]? {
        guard let object, ["NSArray", "NSMutableArray", "NSSet", "NSMutableSet"].contains(object.className) else { return nil }
        return object.elementValues.compactMap { self.object($0) }
    }

    /// The elements of the array a value references.
    public func elements(_ value: NibValue?) -> [Object]? { elements(object(value)) }

    /// The key/value pairs of an `NSDictionary`/`NSMutableDictionary` object (`UINibEncoderEmptyKey` alternates key, value).
    public func entries(_ object: Object?) -> [(key: Object, value: Object)]? {
        guard let object, object.className == "NSDictionary" || object.className == "NSMutableDictionary" else { return nil }
        let items = object.elementValues.compactMap { self.object($0) }
        return stride(from: 0, to: items.count - 1, by: 2).map { (items[$0], items[$0 + 1]) }
    }

    /// The entries of the dictionary a value references.
    public func entries(_ value: NibValue?) -> [(key: Object, value: Object)]? { entries(object(value)) }

    /// Objects of `className`, in archive order.
    public func objects(ofClass className: String) -> [Object] {
        objects.filter { $0.className == className }
    }

    /// The set of class names used by objects.
    public var classNames: Set<String> { Set(objects.map(\.className)) }

    /// The set of keys used by objects.
    public var keys: Set<String> { Set(objects.flatMap(\.keys)) }

    /// A short label for an object: `#3 NSString "view"`, `#7 UIView`.
    public func label(_ object: Object) -> String {
        if let text = string(object) { return "#\(object.index) NSString \"\(text)\"" }
        if let number = object["NS.intval"] ?? object["NS.dblval"], object.className == "NSNumber" {
            return "#\(object.index) NSNumber \(number)"
        }
        return "#\(object.index) \(object.className)"
    }
}

extension NibObjectGraph: CustomStringConvertible {
    /// A readable dump: one block per object, one line per key, references shown with the target's class.
    public var description: String {
        var lines: [String] = []
        for object in objects {
            if string(object) != nil { lines.append(label(object)); continue }
            let fallback = object.fallbackClassNames.isEmpty ? "" : " (fallback \(object.fallbackClassNames.joined(separator: ", ")))"
            lines.append("#\(object.index) \(object.className)\(fallback)")
            for property in object.properties {
                if let target = self.object(property.value) {
                    lines.append("    \(property.key) = \(label(target))")
                } else {
                    lines.append("    \(property.key) = \(property.value)")
                }
            }
        }
        return lines.joined(separator: "\n")
    }
}

extension NibArchive: CustomStringConvertible {
    /// The header counts followed by the object graph's dump.
    public var description: String {
        "NIBArchive v\(formatVersion) coder \(coderVersion): \(objects.count) objects, \(keys.count) keys, "
            + "\(values.count) values, \(classNames.count) classes\n" + NibObjectGraph(self).description
    }
}
