import Foundation

/// A row of dots, one per page, the current one highlighted. A user's tap is `currentPage`
/// changed then `sendActions(for: .valueChanged)` (`simulatePageSelection(_:)`); setting
/// `currentPage` in code sends nothing, as in UIKit.
@MainActor
open class UIPageControl: UIControl {
    /// Makes a page control with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Makes a page control from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The number of pages (dots). Default 0. Lowering it moves `currentPage` onto the last page.
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            storedCurrentPage = clamped(storedCurrentPage)
            invalidateIntrinsicContentSize()
        }
    }

    /// The page shown, always within `0..<numberOfPages` (0 when there are none). Default 0.
    open var currentPage: Int {
        get { storedCurrentPage }
        set { storedCurrentPage = clamped(newValue) }
    }
    private var storedCurrentPage = 0

    /// Whether the dots hide when there is only one page. Default false.
    open var hidesForSinglePage = false
    /// The colour of the dots; nil for the default.
    open var pageIndicatorTintColor: UIColor?
    /// The colour of the current page's dot; nil for the default.
    open var currentPageIndicatorTintColor: UIColor?

    /// The size needed to show `pageCount` dots: 26 points per dot (7-point dots, 19-point gaps), 26 points high.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: CGFloat(max(0, pageCount)) * 26, height: 26)
    }

    /// The size of the current number of dots.
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    /// HeadlessUIKit: what a user's tap on a page's dot does: `currentPage` changes, then
    /// `.valueChanged` is sent. Nothing for a page that does not exist or is already current.
    open func simulatePageSelection(_ page: Int) {
        guard (0..<numberOfPages).contains(page), page != currentPage else { return }
        currentPage = page
        sendActions(for: .valueChanged)
    }

    /// A page control's `.valueChanged` is its primary action.
    override var primaryActionSourceEvents: UIControl.Event { .valueChanged }

    private func clamped(_ page: Int) -> Int { min(max(0, page), max(0, numberOfPages - 1)) }
}
