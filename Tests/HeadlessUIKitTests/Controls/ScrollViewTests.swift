import Foundation
import Testing
@testable import HeadlessUIKit

/// A scroll-view delegate that logs calls and may offer a view for zooming.
@MainActor
final class LoggingScrollDelegate: UIScrollViewDelegate {
    var log: [String] = []
    var zoomView: UIView?

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        log.append("didScroll \(Int(scrollView.contentOffset.x)),\(Int(scrollView.contentOffset.y))")
    }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { log.append("didEndScrollingAnimation") }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { log.append("didZoom \(scrollView.zoomScale)") }
}

@MainActor
struct ControlsScrollViewTests {
    @Test("contentOffset is bounds.origin, as in UIKit")
    func offsetIsBoundsOrigin() {
        UIApplication.shared.resetForTesting()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = CGSize(width: 320, height: 2000)

        scrollView.contentOffset = CGPoint(x: 0, y: 150)

        #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 150))
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(scrollView.clipsToBounds)
    }

    @Test("Changing the offset, by any route, calls scrollViewDidScroll")
    func didScroll() {
        UIApplication.shared.resetForTesting()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let delegate = LoggingScrollDelegate()
        scrollView.delegate = delegate

        scrollView.contentOffset = CGPoint(x: 0, y: 10)
        scrollView.setContentOffset(CGPoint(x: 0, y: 20), animated: false)
        scrollView.bounds.origin = CGPoint(x: 5, y: 20)
        scrollView.contentOffset = CGPoint(x: 5, y: 20)

        #expect(delegate.log == ["didScroll 0,10", "didScroll 0,20", "didScroll 5,20"])
    }

    @Test("An animated scroll ends with scrollViewDidEndScrollingAnimation when the clock reaches its end")
    func animatedScroll() {
        UIApplication.shared.resetForTesting()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let delegate = LoggingScrollDelegate()
        scrollView.delegate = delegate

        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        let logBeforeEnd = delegate.log
        UIApplication.shared.advanceTime(by: 0.3)

        #expect(logBeforeEnd == ["didScroll 0,300"])
        #expect(delegate.log == ["didScroll 0,300", "didEndScrollingAnimation"])
    }

    @Test("Scrolling lays the scroll view out again, as UIKit does")
    func scrollingLaysOut() {
        UIApplication.shared.resetForTesting()
        let recorder = LifecycleRecorder(includingViews: true, scope: .named)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        recorder.name(scrollView, "Scroll")
        scrollView.layoutIfNeeded()
        recorder.clear()

        scrollView.contentOffset = CGPoint(x: 0, y: 50)
        scrollView.layoutIfNeeded()

        #expect(recorder.lines == ["Scroll.layoutSubviews()"])
    }

    @Test("Zooming needs a view for zooming and is clamped to the scale range")
    func zooming() {
        UIApplication.shared.resetForTesting()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let delegate = LoggingScrollDelegate()
        scrollView.delegate = delegate
        scrollView.contentSize = CGSize(width: 100, height: 100)
        scrollView.minimumZoomScale = 0.5
        scrollView.maximumZoomScale = 3

        scrollView.zoomScale = 2
        let withoutZoomView = scrollView.zoomScale
        delegate.zoomView = UIView()
        scrollView.setZoomScale(10, animated: false)

        #expect(withoutZoomView == 1)
        #expect(scrollView.zoomScale == 3)
        #expect(scrollView.contentSize == CGSize(width: 300, height: 300))
        #expect(delegate.log == ["didZoom 3.0"])
    }

    @Test("scrollRectToVisible scrolls just enough to show the rectangle")
    func scrollRectToVisible() {
        UIApplication.shared.resetForTesting()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 1000)

        scrollView.scrollRectToVisible(CGRect(x: 0, y: 500, width: 100, height: 40), animated: false)

        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 440))
    }

    @Test("The description shows the offset and content size as UIKit prints them")
    func description() {
        UIApplication.shared.resetForTesting()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 500)

        scrollView.contentOffset = CGPoint(x: 0, y: 20)

        #expect(scrollView.description.contains("contentOffset: {0, 20}; contentSize: {100, 500}"))
    }
}
