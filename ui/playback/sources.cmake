# Playback: reset, step, play, speed, advance the clock.
target_sources(atlaslab_ui PRIVATE
    playback/PlaybackController.h playback/PlaybackController.cpp
    playback/PlaybackIcons.h playback/PlaybackIcons.cpp
    playback/SpeedControl.h playback/SpeedControl.cpp
)
