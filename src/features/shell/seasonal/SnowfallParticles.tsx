import { useMemo } from 'react';
import Particles, { ParticlesProvider, type IParticlesProps, type ParticlesPluginRegistrar } from '@tsparticles/react';
import { loadSlim } from '@tsparticles/slim';

/** SPEC §9: the snow effect has 100 particles. */
export const SNOWFLAKES = 100;

// The provider demands one init function for the app's whole life.
const loadFeatures: ParticlesPluginRegistrar = (engine) => loadSlim(engine);

function snowOptions(isDark: boolean): IParticlesProps['options'] {
  return {
    fullScreen: { enable: true, zIndex: 40 },
    background: { opacity: 0 },
    fpsLimit: 60,
    detectRetina: true,
    particles: {
      // Density scaling would change the count with the window size; SPEC fixes it at 100.
      number: { value: SNOWFLAKES, density: { enable: false } },
      // White flakes vanish on the light theme's white page, so they are a pale blue there.
      color: { value: isDark ? '#ffffff' : '#93c5fd' },
      shape: { type: 'circle' },
      opacity: { value: { min: 0.4, max: 0.9 } },
      size: { value: { min: 1, max: 4 } },
      move: {
        enable: true,
        direction: 'bottom',
        speed: { min: 0.4, max: 1.6 },
        straight: false,
        outModes: { default: 'out' },
      },
    },
    interactivity: { events: { onClick: { enable: false }, onHover: { enable: false } } },
  };
}

/** The snow itself; its own chunk, so the particles engine loads only when snow falls. */
export default function SnowfallParticles({ isDark }: { isDark: boolean }) {
  const options = useMemo(() => snowOptions(isDark), [isDark]);
  return (
    <ParticlesProvider init={loadFeatures}>
      <Particles id="snowfall" options={options} className="pointer-events-none" />
    </ParticlesProvider>
  );
}
