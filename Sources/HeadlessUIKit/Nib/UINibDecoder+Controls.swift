import Foundation
import InterfaceBuilder

// Helpers the controls' `init?(coder:)` use beyond UINibDecoder's own: value objects UIKit reads
// inline (`UIButtonContent`, `UISegment`), edge insets, images stored either way, enums.
extension UINibDecoder {
    /// A coder over the archived object `key` references, without making it: for value objects
    /// that UIKit decodes inside their owner (`UIButtonContent`, `UISegment`).
    func nested(_ key: String) -> UINibDecoder? {
        guard let index = lookup(key)?.objectIndex, index < session.graph.objects.count else { return nil }
        return UINibDecoder(nestedIn: self, objectIndex: index)
    }

    /// Coders over the elements of the `NSArray` under `key`, without making them.
    func nestedArray(_ key: String) -> [UINibDecoder] {
        guard let array = nested(key) else { return [] }
        return array.object.elementValues.compactMap { element in
            guard let index = element.objectIndex, index < session.graph.objects.count else { return nil }
            return UINibDecoder(nestedIn: self, objectIndex: index)
        }
    }

    /// The entries of the `NSDictionary` under `key` whose keys are numbers (`NSNumber` or
    /// scalars), each value as a coder over the archived object, without making it.
    func nestedNumberDictionary(_ key: String) -> [(key: Int, value: UINibDecoder)] {
        guard let dictionary = nested(key) else { return [] }
        let elements = dictionary.object.elementValues
        var entries: [(key: Int, value: UINibDecoder)] = []
        var i = 0
        while i + 1 < elements.count {
            defer { i += 2 }
            let number = elements[i].integerValue ?? elements[i].objectIndex.flatMap { session.numberValue(at: $0) }.map { Int($0) }
            guard let number, let index = elements[i + 1].objectIndex, index < session.graph.objects.count else { continue }
            entries.append((number, UINibDecoder(nestedIn: self, objectIndex: index)))
        }
        return entries
    }

    /// An image stored as a resource name (`NSString`, our compiler) or as an archived image
    /// (`UIImageNibPlaceholder` with `UIResourceName`, ibtool), looked up in the nib's bundle.
    @MainActor func namedImage(_ key: String) -> UIImage? {
        if let name = string(key) { return NibValues.image(named: name, bundle: bundle) }
        return image(key)
    }

    /// Edge insets (`encodeUIEdgeInsets`: top, left, bottom, right as doubles).
    func edgeInsets(_ key: String) -> UIEdgeInsets? {
        guard let d = doubles(key), d.count >= 4 else { return nil }
        return UIEdgeInsets(top: d[0], left: d[1], bottom: d[2], right: d[3])
    }

    /// An enum from its archived raw value; nil when absent or unknown.
    func enumeration<T: RawRepresentable>(_ key: String, as type: T.Type = T.self) -> T? where T.RawValue == Int {
        int(key).flatMap(T.init(rawValue:))
    }

    /// The first key of `keys` that has a value.
    func firstKey(_ keys: String...) -> String? {
        keys.first(where: has)
    }
}
