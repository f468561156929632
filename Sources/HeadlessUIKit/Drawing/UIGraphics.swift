import Foundation

// UIKit's graphics functions. The current context is the top of a per-thread stack (UIGraphicsContextStack):
// UIKit pushes one around `draw(_:)` and image renderers' actions; outside any drawing it is nil.

/// The current drawing context; nil outside a drawing (`draw(_:)`, an image renderer's actions, an image context).
public func UIGraphicsGetCurrentContext() -> CGContext? { UIGraphicsContextStack.top?.context }

/// Makes `context` the current one (until `UIGraphicsPopContext()`).
public func UIGraphicsPushContext(_ context: CGContext) { UIGraphicsContextStack.push(context) }

/// Makes the previous context current again; ignored when none was pushed.
public func UIGraphicsPopContext() { UIGraphicsContextStack.pop() }

/// Starts an image context of `size` points at scale 1, transparent, and makes it current.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Starts an image context of `size` points and makes it current; `scale` 0 is the screen's scale, as in UIKit.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let context = CGContext(size: size, scale: scale > 0 ? scale : ScreenScale.current, isOpaque: opaque)
    UIGraphicsContextStack.push(context, isImageContext: true)
}

/// An image of what the current image context holds so far; nil when the current context is not an image
/// context (UIKit's answer too).
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let top = UIGraphicsContextStack.top, top.isImageContext else { return nil }
    return UIImage(drawing: top.context.finishedDrawing())
}

/// Ends the current image context; ignored when the current context is not an image context.
public func UIGraphicsEndImageContext() {
    guard let top = UIGraphicsContextStack.top, top.isImageContext else { return }
    UIGraphicsContextStack.pop()
}

/// Fills a rectangle of the current context with the fill colour (`UIColor.setFill()`).
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

/// Fills a rectangle of the current context with a blend mode (recorded as source-over).
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) { UIRectFill(rect) }

/// Strokes a one-point frame inside a rectangle with the fill colour, as UIKit's `UIRectFrame` does.
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext(), rect.width > 0, rect.height > 0 else { return }
    let r = rect.standardized
    context.fill([CGRect(x: r.minX, y: r.minY, width: r.width, height: 1),
                  CGRect(x: r.minX, y: r.maxY - 1, width: r.width, height: 1),
                  CGRect(x: r.minX, y: r.minY + 1, width: 1, height: max(0, r.height - 2)),
                  CGRect(x: r.maxX - 1, y: r.minY + 1, width: 1, height: max(0, r.height - 2))])
}

/// Intersects the current context's clip with a rectangle.
public func UIRectClip(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.clip(to: rect) }
