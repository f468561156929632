import Foundation

/// A rectangle as a nib stores it: the model's own rectangle (one type for both sides of the round trip).
public typealias NibRect = IBRect

extension IBRect: CustomStringConvertible {
    /// `{{x, y}, {w, h}}`, as Foundation prints a CGRect.
    public var description: String { "{{\(x), \(y)}, {\(width), \(height)}}" }
}

/// Geometry encodings of ibtool: `UIBounds`/`UICenter` are data values holding a 0x07 tag then little-endian doubles.
public enum NibGeometry {
    /// The tag byte ibtool writes before an array of doubles.
    public static let doubleArrayTag: UInt8 = 0x07

    /// Encodes doubles as `0x07` followed by each little-endian IEEE double.
    public static func data(_ values: [Double]) -> Data {
        values.withUnsafeBufferPointer(data(buffer:))
    }

    /// Two doubles (a point or a size) as `data(_:)` encodes them, without building an array.
    public static func data(_ a: Double, _ b: Double) -> Data {
        withUnsafeTemporaryAllocation(of: Double.self, capacity: 2) { buffer in
            buffer[0] = a
            buffer[1] = b
            return data(buffer: UnsafeBufferPointer(buffer))
        }
    }

    /// Four doubles (a rectangle or insets) as `data(_:)` encodes them, without building an array.
    public static func data(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Data {
        withUnsafeTemporaryAllocation(of: Double.self, capacity: 4) { buffer in
            buffer[0] = a
            buffer[1] = b
            buffer[2] = c
            buffer[3] = d
            return data(buffer: UnsafeBufferPointer(buffer))
        }
    }

    /// The tag and the little-endian doubles, written straight into the `Data`'s own bytes.
    private static func data(buffer values: UnsafeBufferPointer<Double>) -> Data {
        var data = Data(count: 1 + 8 * values.count)
        data.withUnsafeMutableBytes { raw in
            raw[0] = doubleArrayTag
            for (i, value) in values.enumerated() {
                raw.storeBytes(of: value.bitPattern.littleEndian, toByteOffset: 1 + 8 * i, as: UInt64.self)
            }
        }
        return data
    }

    /// Decodes a `0x07`-tagged double array; nil if the data is not one.
    public static func doubles(_ data: Data?) -> [Double]? {
        guard let data, let first = data.first, first == doubleArrayTag, (data.count - 1) % 8 == 0 else { return nil }
        let bytes = [UInt8](data)
        return stride(from: 1, to: bytes.count, by: 8).map { start in
            var bits: UInt64 = 0
            for i in 0 ..< 8 { bits |= UInt64(bytes[start + i]) << (8 * UInt64(i)) }
            return Double(bitPattern: bits)
        }
    }

    /// The frame of a view object from its `UIBounds` (size) and `UICenter`.
    public static func frame(of object: NibObjectGraph.Object) -> NibRect? {
        guard let bounds = doubles(object["UIBounds"]?.dataValue), bounds.count == 4,
              let center = doubles(object["UICenter"]?.dataValue), center.count == 2 else { return nil }
        return NibRect(x: center[0] - bounds[2] / 2, y: center[1] - bounds[3] / 2, width: bounds[2], height: bounds[3])
    }
}
