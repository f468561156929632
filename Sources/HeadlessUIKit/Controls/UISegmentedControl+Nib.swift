import Foundation

// A segmented control's attributes as a nib archives them: `UISegments`, an array of `UISegment`
// (title and image: `UISegmentTitle`/`UISegmentImage` from our compiler, `UISegmentInfo` from
// ibtool; `UISegmentDisabled`, `UISegmentWidth`), `UISelectedSegmentIndex`, `UIMomentary`.
extension UISegmentedControl {
    func decodeSegmentedControlAttributes(_ nib: UINibDecoder) {
        for segment in nib.nestedArray("UISegments") {
            let index = numberOfSegments
            let info = segment.value("UISegmentInfo")
            if let title = segment.string("UISegmentTitle") ?? (info as? String) {
                insertSegment(withTitle: title, at: index, animated: false)
            } else if let image = segment.namedImage("UISegmentImage") ?? (info as? UIImage) {
                insertSegment(with: image, at: index, animated: false)
            } else {
                insertSegment(withTitle: nil, at: index, animated: false)
            }
            if segment.bool("UISegmentDisabled") == true || segment.bool("UISegmentEnabled") == false {
                setEnabled(false, forSegmentAt: index)
            }
            if let width = segment.cgFloat("UISegmentWidth") { setWidth(width, forSegmentAt: index) }
        }
        if let index = nib.int("UISelectedSegmentIndex") { selectedSegmentIndex = index }
        isMomentary = nib.bool("UIMomentary") ?? false
        apportionsSegmentWidthsByContent = nib.bool("UIApportionsSegmentWidthsByContent") ?? false
        if let tint = nib.color("UISelectedSegmentTintColor") { selectedSegmentTintColor = tint }
    }
}
