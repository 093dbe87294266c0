import CircularControl
import CircularRender
import Testing

/// Centre labels: formatting, drawing with the system font, and drawing without a label when no font loads.
@Suite struct LabelTests {
    private func scene(label: CenterLabel) -> Scene {
        Scene(controls: [
            Control(
                geometry: RingGeometry(center: Point(x: 48, y: 48), radius: 36, lineWidth: 10),
                position: 0.42, appearance: .ring(.stand), label: label)
        ])
    }

    /// The number of pixels in the ring's hole that are not background.
    private func inkInCentre(_ image: PixelImage) -> Int {
        var count = 0
        for y in 32..<64 {
            for x in 26..<70 where image[x, y] != RGBAColor.white.premultipliedARGB { count += 1 }
        }
        return count
    }

    @Test func formatsTheValue() {
        #expect(CenterLabel.percentage.text(forPosition: 1.25) == "125%")
        #expect(CenterLabel.percentage.text(forPosition: 0.004) == "0%")
        #expect(CenterLabel.fraction(total: 8).text(forPosition: 0.5) == "4/8")
        #expect(CenterLabel.text("7 °C").text(forPosition: 0.3) == "7 °C")
        #expect(CenterLabel.none.text(forPosition: 0.3) == "")
        #expect(CenterLabel.percentage.text(forPosition: .nan) == "")
        #expect(CenterLabel.fraction(total: 3).text(forPosition: .infinity) == "")
    }

    /// The damage asks whether a move changes the text without formatting it: the answer must be the texts' own.
    @Test(arguments: [CenterLabel.none, .percentage, .fraction(total: 8), .fraction(total: 3), .text("7 °C")])
    func tellsASameTextAsFormattingWould(label: CenterLabel) {
        let positions = [
            0, -0.0, 0.004, 0.005, 0.0049999, 0.0051, 0.42, 0.4249, 0.425, 0.0625, 0.1875, 1.25, -0.3, 1e11, 1e13,
            1e308, -1e308, 0x1p-1030, .nan, .infinity, -.infinity,
        ]
        for a in positions {
            for b in positions {
                let same = label.text(forPosition: a) == label.text(forPosition: b)
                #expect(label.showsSameText(atPosition: a, asAt: b) == same, "\(label) at \(a) and \(b)")
            }
        }
    }

    @Test func drawsTheLabelWithTheDefaultFont() throws {
        var messages: [String] = []
        let renderer = Renderer(warning: { messages.append($0) })
        var labelled = try PixelImage(width: 96, height: 96)
        var plain = try PixelImage(width: 96, height: 96)
        labelled.withPixelBuffer { buffer in _ = renderer.render(scene(label: .percentage), into: buffer) }
        plain.withPixelBuffer { buffer in _ = renderer.render(scene(label: .none), into: buffer) }
        #expect(messages.isEmpty, "\(messages)")
        #expect(renderer.labelUnavailableReason == nil)
        #expect(inkInCentre(plain) == 0)
        #expect(inkInCentre(labelled) > 50)
    }

    @Test func missingFontDrawsWithoutLabelAndSaysSoOnce() throws {
        var messages: [String] = []
        let renderer = Renderer(fontFile: "/nonexistent/font.ttf", warning: { messages.append($0) })
        var image = try PixelImage(width: 96, height: 96)
        var plain = try PixelImage(width: 96, height: 96)
        for _ in 0..<3 {
            image.withPixelBuffer { buffer in _ = renderer.render(scene(label: .percentage), into: buffer) }
        }
        plain.withPixelBuffer { buffer in _ = Renderer().render(scene(label: .none), into: buffer) }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("/nonexistent/font.ttf") == true)
        #expect(renderer.labelUnavailableReason != nil)
        #expect(image == plain)
        // Another renderer has its own memory of what it said.
        let other = Renderer(fontFile: "/nonexistent/font.ttf", warning: { messages.append($0) })
        image.withPixelBuffer { buffer in _ = other.render(scene(label: .percentage), into: buffer) }
        #expect(messages.count == 2)
    }

    @Test func labelFontLoadedOnAThreadOfItsOwnDrawsTheSameLabel() throws {
        var messages: [String] = []
        let early = Renderer(warning: { messages.append($0) })
        early.beginLoadingLabelFont()
        early.beginLoadingLabelFont()  // A second call while loading changes nothing.
        var fromThread = try PixelImage(width: 96, height: 96)
        var onFirstUse = try PixelImage(width: 96, height: 96)
        fromThread.withPixelBuffer { buffer in _ = early.render(scene(label: .percentage), into: buffer) }
        early.beginLoadingLabelFont()  // Loaded already: changes nothing either.
        onFirstUse.withPixelBuffer { buffer in _ = Renderer().render(scene(label: .percentage), into: buffer) }
        #expect(messages.isEmpty, "\(messages)")
        #expect(inkInCentre(fromThread) > 50)
        #expect(fromThread == onFirstUse)
    }

    @Test func missingFontLoadedOnAThreadOfItsOwnSaysSoOnceWhenALabelIsDrawn() throws {
        var messages: [String] = []
        let renderer = Renderer(fontFile: "/nonexistent/font.ttf", warning: { messages.append($0) })
        renderer.beginLoadingLabelFont()
        var image = try PixelImage(width: 96, height: 96)
        image.withPixelBuffer { buffer in _ = renderer.render(scene(label: .none), into: buffer) }
        #expect(messages.isEmpty, "no label was drawn yet")
        for _ in 0..<3 {
            image.withPixelBuffer { buffer in _ = renderer.render(scene(label: .percentage), into: buffer) }
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("/nonexistent/font.ttf") == true)
        #expect(renderer.labelUnavailableReason != nil)
    }

    @Test func rendererDroppedWhileItsFontLoadsWaitsForTheThread() {
        // Each renderer goes away at once, its loading thread still running or not: nothing may be left writing to
        // freed memory (the sanitizer run watches this) and nothing is warned about.
        var messages: [String] = []
        for _ in 0..<20 {
            Renderer(warning: { messages.append($0) }).beginLoadingLabelFont()
        }
        #expect(messages.isEmpty)
    }
}
