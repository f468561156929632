import Foundation

/// Draws a layer tree into a context, in Core Animation's order per layer: shadow, background, contents, the
/// layer's own drawing (`draw(in:)`: a view's look and its `draw(_:)`), sublayers by `zPosition`, border on top.
/// `masksToBounds` clips contents, drawing and sublayers to the rounded bounds; opacity under 1 over sublayers
/// composites them as one group; a hidden or fully transparent layer draws nothing.
@MainActor
enum LayerRenderer {
    /// Draws `layer` in its own bounds' coordinates (its position and transform are its superlayer's business).
    static func draw(_ layer: CALayer, in ctx: CGContext) {
        let opacity = CGFloat(layer.opacity)
        guard !layer.isHidden, opacity > 0 else { return }
        let sublayers = visibleSublayers(of: layer)
        ctx.saveGState()
        let grouped = opacity < 1 && !sublayers.isEmpty
        if opacity < 1 { ctx.record(.multiplyAlpha(opacity)) }
        if grouped { ctx.record(.beginGroup) }

        let bounds = layer.bounds
        let shape = backgroundShape(of: layer, in: bounds)
        drawShadow(of: layer, shape: shape, in: ctx)
        if let color = layer.backgroundColor, color.alpha > 0 {
            ctx.record(.fill(shape, color: color, rule: .nonZero))
        }

        let masks = layer.masksToBounds
        if masks {
            ctx.saveGState()
            ctx.intersectClip(shape, rule: .nonZero)
        }
        drawContents(of: layer, in: bounds, ctx: ctx)
        drawOwnLayerKind(layer, in: bounds, ctx: ctx)
        UIGraphicsContextStack.with(ctx) { layer.draw(in: ctx) }
        if !sublayers.isEmpty {
            if !CATransform3DIsIdentity(layer.sublayerTransform) {
                let anchor = CGPoint(x: bounds.minX + layer.anchorPoint.x * bounds.width,
                                     y: bounds.minY + layer.anchorPoint.y * bounds.height)
                ctx.concatenate(CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
                    .concatenating(CATransform3DGetAffineTransform(layer.sublayerTransform))
                    .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y)))
            }
            for sublayer in sublayers { drawPlaced(sublayer, in: ctx) }
        }
        if let overlay = layer.hostView as? ViewOverlayDrawing { overlay.drawOverlay(in: ctx) }
        if masks { ctx.restoreGState() }

        drawBorder(of: layer, in: bounds, ctx: ctx)
        if grouped { ctx.record(.endGroup) }
        ctx.restoreGState()
    }

    /// Draws a sublayer where its superlayer has it: at its position, turned by its transform about its anchor point.
    static func drawPlaced(_ layer: CALayer, in ctx: CGContext) {
        let bounds = layer.bounds
        let anchor = CGPoint(x: bounds.minX + layer.anchorPoint.x * bounds.width,
                             y: bounds.minY + layer.anchorPoint.y * bounds.height)
        let position = layer.position
        var placement = CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
        if !CATransform3DIsIdentity(layer.transform) { placement = placement.concatenating(CATransform3DGetAffineTransform(layer.transform)) }
        placement = placement.concatenating(CGAffineTransform(translationX: position.x, y: position.y))
        ctx.saveGState()
        ctx.concatenate(placement)
        draw(layer, in: ctx)
        ctx.restoreGState()
    }

    /// The sublayers that draw anything, back to front: by `zPosition`, in order among equals.
    static func visibleSublayers(of layer: CALayer) -> [CALayer] {
        let visible = (layer.sublayers ?? []).filter { !$0.isHidden && $0.opacity > 0 }
        guard visible.contains(where: { $0.zPosition != 0 }) else { return visible }
        return visible.enumerated().sorted { a, b in
            a.element.zPosition != b.element.zPosition ? a.element.zPosition < b.element.zPosition : a.offset < b.offset
        }.map(\.element)
    }

    /// The bounds with the corner radius on the masked corners (at most half the shorter side).
    static func backgroundShape(of layer: CALayer, in bounds: CGRect) -> CGPath {
        let radius = min(max(0, layer.cornerRadius), min(bounds.width, bounds.height) / 2)
        return roundedRect(bounds, radius: radius, corners: layer.maskedCorners)
    }

    /// A rectangle with `radius` on `corners`.
    static func roundedRect(_ rect: CGRect, radius: CGFloat, corners: CACornerMask = .all) -> CGPath {
        guard radius > 0 else { return CGPath(rect: rect, transform: nil) }
        let path = CGMutablePath()
        let r = CGSize(width: radius, height: radius)
        func corner(_ mask: CACornerMask) -> CGSize { corners.contains(mask) ? r : .zero }
        // Core Animation's corner names are y-up: "min Y" corners are the top ones on a UIKit (flipped) layer.
        path.addRoundedRect(in: rect, radii: [corner(.layerMinXMinYCorner), corner(.layerMaxXMinYCorner),
                                              corner(.layerMaxXMaxYCorner), corner(.layerMinXMaxYCorner)],
                            transform: .identity)
        return path
    }

    /// The shadow: cast by `shadowPath`, else by the background's shape (or a shape layer's path, or the
    /// contents' rectangle). Only the shadow is painted: the shape itself is clipped out (even-odd clip).
    /// The blur is twice `shadowRadius` (CoreGraphics' blur against Core Animation's radius).
    static func drawShadow(of layer: CALayer, shape: CGPath, in ctx: CGContext) {
        guard layer.shadowOpacity > 0, let color = layer.shadowColor, color.alpha > 0 else { return }
        let caster: CGPath
        if let path = layer.shadowPath {
            caster = path
        } else if let color = layer.backgroundColor, color.alpha > 0 {
            caster = shape
        } else if let shapeLayer = layer as? CAShapeLayer, let path = shapeLayer.path {
            caster = path
        } else if layer.contents != nil {
            caster = shape
        } else {
            return
        }
        let box = caster.boundingBoxOfPath
        let reach = layer.shadowRadius * 2 + abs(layer.shadowOffset.width) + abs(layer.shadowOffset.height) + 1
        let outside = CGMutablePath()
        outside.addRect(box.insetBy(dx: -reach, dy: -reach))
        outside.addPath(caster)
        ctx.saveGState()
        ctx.intersectClip(outside, rule: .evenOdd)
        ctx.record(.setShadow(offset: layer.shadowOffset, blur: layer.shadowRadius * 2,
                              color: color.copy(alpha: color.alpha * CGFloat(layer.shadowOpacity))))
        ctx.record(.fill(caster, color: color.copy(alpha: 1) ?? color, rule: .nonZero))
        ctx.restoreGState()
    }

    /// The border, inside the bounds, following the rounded corners.
    static func drawBorder(of layer: CALayer, in bounds: CGRect, ctx: CGContext) {
        let width = layer.borderWidth
        guard width > 0, let color = layer.borderColor, color.alpha > 0 else { return }
        let radius = min(max(0, layer.cornerRadius), min(bounds.width, bounds.height) / 2)
        let path = roundedRect(bounds.insetBy(dx: width / 2, dy: width / 2), radius: max(0, radius - width / 2),
                               corners: layer.maskedCorners)
        ctx.record(.stroke(path, color: color, style: DrawingStrokeStyle(lineWidth: width)))
    }

    /// The layer's `contents` (a `UIImage` or `CGImage`), placed by `contentsGravity`.
    static func drawContents(of layer: CALayer, in bounds: CGRect, ctx: CGContext) {
        guard let contents = layer.contents else { return }
        let content: DrawingImage?, size: CGSize
        if let image = contents as? UIImage {
            content = image.drawingContent; size = image.size
        } else if let image = contents as? CGImage {
            let scale = layer.contentsScale > 0 ? layer.contentsScale : 1
            content = image.content; size = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
        } else {
            return
        }
        guard let content else { return }
        ctx.record(.image(content, rect: ContentPlacement.rect(for: size, in: bounds, gravity: layer.contentsGravity)))
    }

    /// What a shape layer or a gradient layer draws of itself.
    static func drawOwnLayerKind(_ layer: CALayer, in bounds: CGRect, ctx: CGContext) {
        if let shape = layer as? CAShapeLayer { drawShape(shape, ctx: ctx) }
        if let gradient = layer as? CAGradientLayer { drawGradient(gradient, in: bounds, ctx: ctx) }
    }

    /// A shape layer: its path filled, then stroked (strokeStart/strokeEnd are not applied: the whole path).
    static func drawShape(_ layer: CAShapeLayer, ctx: CGContext) {
        guard let path = layer.path, !path.isEmpty else { return }
        if let fill = layer.fillColor, fill.alpha > 0 {
            ctx.record(.fill(path, color: fill, rule: layer.fillRule == .evenOdd ? .evenOdd : .nonZero))
        }
        if let stroke = layer.strokeColor, stroke.alpha > 0, layer.lineWidth > 0, layer.strokeEnd > layer.strokeStart {
            let cap: CGLineCap = layer.lineCap == .round ? .round : layer.lineCap == .square ? .square : .butt
            let join: CGLineJoin = layer.lineJoin == .round ? .round : layer.lineJoin == .bevel ? .bevel : .miter
            let style = DrawingStrokeStyle(lineWidth: layer.lineWidth, cap: cap, join: join, miterLimit: layer.miterLimit,
                                           dash: (layer.lineDashPattern ?? []).map { CGFloat($0.doubleValue) },
                                           dashPhase: layer.lineDashPhase)
            ctx.record(.stroke(path, color: stroke, style: style))
        }
    }

    /// A gradient layer over its bounds; start and end points are in the unit square of the bounds.
    static func drawGradient(_ layer: CAGradientLayer, in bounds: CGRect, ctx: CGContext) {
        let colors = layer.cgColors
        guard !colors.isEmpty else { return }
        var locations = (layer.locations ?? []).map { CGFloat($0.doubleValue) }
        if locations.count != colors.count { locations = CGGradient.evenLocations(colors.count) }
        func point(_ unit: CGPoint) -> CGPoint {
            CGPoint(x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height)
        }
        let kind: DrawingGradient.Kind = layer.type == .radial ? .radial : .axial
        ctx.saveGState()
        ctx.intersectClip(CGPath(rect: bounds, transform: nil), rule: .nonZero)
        ctx.record(.gradient(DrawingGradient(colors: colors, locations: locations, kind: kind,
                                             start: point(layer.startPoint), end: point(layer.endPoint)), bounds: bounds))
        ctx.restoreGState()
    }
}
