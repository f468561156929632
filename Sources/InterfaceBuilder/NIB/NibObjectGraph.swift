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

        /// The first value for `key`, if any.
        public subscript(key: String) -> NibValue? {
            properties.first { $0.key == key }?.value
        }

        /// The keys in archive order.
        public var keys: [String] { properties.map(\.key) }
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
        guard let object, object.className == "NSString" || object.className == "NSMutableString",
              let bytes = object["NS.bytes"]?.dataValue else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The text of the `NSString` a value references.
    public func string(_ value: NibValue?) -> String? { string(object(value)) }

    /// The elements of an `NSArray`/`NSMutableArray`/`NSSet` object: its `UINibEncoderEmptyKey` values in order.
    public func elements(_ object: Object?) -> [Object]? {
        guard let object, ["NSArray", "NSMutableArray", "NSSet", "NSMutableSet"].contains(object.className) else { return nil }
        return object.properties.filter { $0.key == "UINibEncoderEmptyKey" }.compactMap { self.object($0.value) }
    }

    /// The elements of the array a value references.
    public func elements(_ value: NibValue?) -> [Object]? { elements(object(value)) }

    /// The key/value pairs of an `NSDictionary`/`NSMutableDictionary` object (`UINibEncoderEmptyKey` alternates key, value).
    public func entries(_ object: Object?) -> [(key: Object, value: Object)]? {
        guard let object, object.className == "NSDictionary" || object.className == "NSMutableDictionary" else { return nil }
        let items = object.properties.filter { $0.key == "UINibEncoderEmptyKey" }.compactMap { self.object($0.value) }
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
