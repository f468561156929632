import Foundation

/// The name of one of Core Animation's standard timing curves.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name for the curve.
    public let rawValue: String
    /// Makes a name from its text.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Constant speed.
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Starts slowly.
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Ends slowly.
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Starts and ends slowly.
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The system's default curve.
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A timing curve: a cubic Bézier from (0, 0) to (1, 1) through two control points.
/// Headless: curves do not change when an animation ends, only how it would look midway.
public final class CAMediaTimingFunction: Sendable, CustomStringConvertible {
    /// The two control points, x1, y1, x2, y2.
    let controlPoints: (Float, Float, Float, Float)

    /// One of the standard curves, with Core Animation's control points.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: self.init(controlPoints: 0, 0, 1, 1)
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        }
    }

    /// A curve through two control points.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        controlPoints = (c1x, c1y, c2x, c2y)
    }

    /// Writes control point `idx` (0…3; 0 is (0, 0) and 3 is (1, 1)) into `ptr` as two floats.
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let points: [(Float, Float)] = [(0, 0), (controlPoints.0, controlPoints.1), (controlPoints.2, controlPoints.3), (1, 1)]
        let point = points[max(0, min(3, idx))]
        ptr[0] = point.0
        ptr[1] = point.1
    }

    /// The curve's progress at a fraction of the time, 0…1 (the Bézier solved for x).
    public func progress(at time: Double) -> Double {
        let t = max(0, min(1, time))
        let (x1, y1, x2, y2) = (Double(controlPoints.0), Double(controlPoints.1), Double(controlPoints.2), Double(controlPoints.3))
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        var low = 0.0, high = 1.0, s = t
        for _ in 0..<40 {
            s = (low + high) / 2
            if bezier(s, x1, x2) < t { low = s } else { high = s }
        }
        return bezier(s, y1, y2)
    }

    /// `<CAMediaTimingFunction: (x1, y1) (x2, y2)>`.
    public var description: String {
        "<CAMediaTimingFunction: (\(controlPoints.0), \(controlPoints.1)) (\(controlPoints.2), \(controlPoints.3))>"
    }
}
