import Foundation

// A page control: a row of 7-point dots, 16 points apart, centred; the current page's dot darker.

extension UIPageControl: ViewContentDrawing {
    func drawContent(in ctx: CGContext) {
        guard numberOfPages > 0, !(hidesForSinglePage && numberOfPages == 1) else { return }
        let pitch: CGFloat = 16, dot: CGFloat = 7
        let start = bounds.midX - pitch * CGFloat(numberOfPages - 1) / 2
        for page in 0..<numberOfPages {
            let color = page == currentPage ? currentPageIndicatorTintColor?.cgColor ?? CGColor.black
                                            : pageIndicatorTintColor?.cgColor ?? SystemLook.tertiary
            let x = start + CGFloat(page) * pitch
            ctx.paint(.fill(CGPath(ellipseIn: CGRect(x: x - dot / 2, y: bounds.midY - dot / 2, width: dot, height: dot),
                                   transform: nil), color: color, rule: .nonZero))
        }
    }
}
