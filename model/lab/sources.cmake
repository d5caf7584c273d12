target_sources(atlaslab_model PRIVATE
    lab/Rng.h lab/Rng.cpp
)
